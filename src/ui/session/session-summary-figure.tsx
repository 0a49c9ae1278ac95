import type { ReactNode } from 'react';
import { MetricInfo } from '../components/metric-info';
import type { GlossaryMetric } from '../messages/metric-glossary';

interface FigureProps {
  readonly label: string;
  readonly metric: GlossaryMetric;
  readonly children: ReactNode;
  readonly tone?: 'red' | 'gold' | 'blue' | 'purple';
}

/** One figure: its name with the metric's info button, then its value and what qualifies it (also the share page's). */
export function Figure({ label, metric, children, tone }: FigureProps) {
  return (
    <div className={`session-figure${tone ? ` session-figure--${tone}` : ''}`}>
      <dt>
        {label}
        <MetricInfo metric={metric} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

export function Value({ value, detail }: { value: string; detail?: string | null }) {
  return (
    <>
      <span className="session-figure__value">{value}</span>
      {detail ? <span className="session-figure__detail">{detail}</span> : null}
    </>
  );
}
