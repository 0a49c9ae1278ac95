import { useState } from 'react';
import { HeartRateChart } from '../../../src/ui/charts/heart-rate-chart';
import type { ChartSeries, ChartSpan } from '../../../src/ui/charts/chart-series';
import { RechartsHeartRateChart } from './recharts-heart-rate-chart';
import { UplotHeartRateChart } from './uplot-heart-rate-chart';

/** A session-detail-like page for screenshots and manual checks: drag on the chart to zoom. */
export function BenchShowcase({
  session,
  rows,
  hrmax,
}: {
  readonly session: ChartSeries;
  readonly rows: readonly { t: number; bpm: number }[];
  readonly hrmax: number;
}) {
  const [span, setSpan] = useState<ChartSpan | undefined>(undefined);
  const [referenceWidth] = useState(() => Math.min(1100, window.innerWidth - 64));
  return (
    <main className="showcase">
      <header className="showcase__header">
        <p className="showcase__eyebrow">Team session · Training</p>
        <h1>Heart rate</h1>
      </header>
      <section className="showcase__card" aria-label="Our chart">
        <div className="showcase__card-head">
          <h2>Pulseboard chart (canvas + d3)</h2>
          {span ? (
            <button type="button" onClick={() => setSpan(undefined)}>
              Show whole session
            </button>
          ) : (
            <span className="showcase__hint">Drag on the chart to zoom</span>
          )}
        </div>
        <HeartRateChart
          series={session}
          hrmax={hrmax}
          unit="BPM"
          span={span}
          onSelectSpan={(start, end) => setSpan({ start, end })}
        />
      </section>
      <section className="showcase__card" aria-label="Zoomed chart">
        <div className="showcase__card-head">
          <h2>Zoomed: 40:00 – 55:00, % HRmax</h2>
        </div>
        <HeartRateChart
          series={session}
          hrmax={hrmax}
          unit="PERCENTAGE"
          span={{ start: 2400, end: 3300 }}
          withDataTable={false}
          height={200}
        />
      </section>
      <section className="showcase__card showcase__card--reference" aria-label="Recharts reference">
        <div className="showcase__card-head">
          <h2>Recharts (benchmark reference)</h2>
        </div>
        <RechartsHeartRateChart rows={rows} width={referenceWidth} height={260} hrmax={hrmax} />
      </section>
      <section className="showcase__card showcase__card--reference" aria-label="uPlot reference">
        <div className="showcase__card-head">
          <h2>uPlot (benchmark reference)</h2>
        </div>
        <UplotHeartRateChart series={session} width={referenceWidth} height={260} hrmax={hrmax} />
      </section>
    </main>
  );
}
