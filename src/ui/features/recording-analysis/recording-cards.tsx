import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import type { DeviceComparison, SpanSelection } from '../../../application/recording-analysis/recording-analysis-state';
import type { DistanceUnit } from '../../../domain/account/user';
import { asMeters } from '../../../domain/units/branded-units';
import type { RecordingQuality } from '../../../domain/recording/recording-quality';
import { formatDuration } from '../../formats/duration-format';
import { formattingLocales } from '../../formats/formatting-locales';
import { formatNumber, formatPercent, formatShownDistance } from '../../formats/number-format';
import { formatBpm, formatTrimps } from '../../formats/sports-units';
import { NotMeasured } from '../../session/not-measured';

/** One term and its value, straight in the `<dl>` (no wrapper: each `<dd>` follows its `<dt>`). */
function Pair({ term, value }: { term: string; value: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** "Data quality": the whole file and the part analysed, heart-rate coverage, dropouts, artefacts and the length notes. */
export function RecordingQualityCard({ quality }: { quality: RecordingQuality }) {
  const { t, i18n } = useLingui();
  const locales = formattingLocales(i18n);
  // The file's own precision, to the second: these are the figures `npm run analyze` prints too.
  const clock = (seconds: number) => formatDuration(locales, seconds, 'h:mm:ss');
  return (
    <section className="card recording-card" aria-labelledby="recording-quality-title">
      <h2 id="recording-quality-title">{t`Data quality`}</h2>
      <dl className="recording-pairs">
        <Pair term={t`Recorded`} value={clock(quality.recordedSeconds)} />
        <Pair term={t`Analysed`} value={clock(quality.analysedSeconds)} />
        <Pair term={t`Heart-rate coverage`} value={formatPercent(locales, quality.coveragePercent, 1)} />
        <Pair term={t`Dropouts over 10 s`} value={formatNumber(locales, quality.dropouts.count)} />
        <Pair term={t`Time in dropouts`} value={clock(quality.dropouts.seconds)} />
        <Pair term={t`Artefacts removed`} value={formatNumber(locales, quality.artefactCount)} />
      </dl>
      {quality.trimmed ? (
        <p className="recording-note">{t`This recording lasts more than 4 hours: only its first 4 hours are analysed and charted.`}</p>
      ) : quality.tooLong ? (
        <p className="recording-note">{t`This recording lasts more than 3.5 hours: it is flagged as too long.`}</p>
      ) : null}
    </section>
  );
}

/** "Device and Pulseboard": the file's own average and maximum heart rate beside ours. */
export function DeviceComparisonCard({ comparison }: { comparison: DeviceComparison }) {
  const { t, i18n } = useLingui();
  // The device's figures as the file gives them (whole, or with its one decimal); ours with one decimal (the average) or as measured (the maximum).
  const asGiven = (value: number | null) => (value === null ? '–' : formatBpm(i18n, value, { min: 0, max: 1 }));
  const rows = [
    {
      label: t`Average heart rate`,
      device: asGiven(comparison.device.avgBpm),
      ours: comparison.pulseboard.avgBpm === null ? '–' : formatBpm(i18n, comparison.pulseboard.avgBpm, 1),
    },
    {
      label: t`Maximum heart rate`,
      device: asGiven(comparison.device.maxBpm),
      ours: asGiven(comparison.pulseboard.maxBpm),
    },
  ];
  return (
    <section className="card recording-card" aria-labelledby="recording-device-title">
      <h2 id="recording-device-title">{t`Device and Pulseboard`}</h2>
      <table className="recording-table">
        <thead>
          <tr>
            <td />
            <th scope="col">{t`Device`}</th>
            <th scope="col">Pulseboard</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.device}</td>
              <td>{row.ours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="recording-muted recording-note">{t`Pulseboard counts time, not samples: a reading holds for up to 10 s.`}</p>
    </section>
  );
}

/** The figures of the span the charts are zoomed to, under the charts. */
export const SelectionStatistics = observer(function SelectionStatistics({
  selection,
  unit,
}: {
  selection: SpanSelection;
  unit: DistanceUnit;
}) {
  const { t, i18n } = useLingui();
  const { span, analysis, movementMeasured } = selection;
  const locales = formattingLocales(i18n);
  const bpm = (value: number | null, digits = 0) => (value === null ? '–' : formatBpm(i18n, value, digits));
  const duration = (seconds: number, percent: number) => {
    const time = formatDuration(locales, seconds, 'duration');
    const share = formatPercent(locales, percent);
    return t`${time} (${share} of the span)`;
  };
  // A file without speed or distance (heart rate only) measured neither: a dash, never 0 (docs/product-rules.md#not-measured).
  const ap = movementMeasured ? duration(analysis.activeSeconds, analysis.activePercent) : <NotMeasured />;
  const distance = movementMeasured ? (
    formatShownDistance(locales, asMeters(analysis.distanceMeters), unit)
  ) : (
    <NotMeasured />
  );
  const from = formatDuration(locales, span.start, 'h:mm:ss');
  const to = formatDuration(locales, span.end, 'h:mm:ss');
  return (
    <section className="recording-selection" aria-labelledby="recording-selection-title">
      <h3 id="recording-selection-title">{t`Selected span: ${from} to ${to}`}</h3>
      <dl className="recording-pairs recording-pairs--grid">
        <Pair term={t`Average heart rate`} value={bpm(analysis.avgBpm, 1)} />
        <Pair term={t`Maximum heart rate`} value={bpm(analysis.maxBpm)} />
        <Pair
          term={t`Time above 80% HRmax`}
          value={duration(analysis.timeAbove80Seconds, analysis.timeAbove80Percent)}
        />
        <Pair term={t`Activity points (AP)`} value={ap} />
        <Pair term={t`Distance`} value={distance} />
        <Pair term={t`Workload`} value={formatTrimps(i18n, analysis.trimp, 1)} />
      </dl>
    </section>
  );
});
