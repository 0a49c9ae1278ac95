import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import type { DeviceComparison, SpanSelection } from '../../../application/recording-analysis/recording-analysis-state';
import type { DistanceUnit } from '../../../domain/account/user';
import { asMeters } from '../../../domain/units/branded-units';
import { formatDistance } from '../../../domain/units/distance-units';
import type { RecordingQuality } from '../../../domain/recording/recording-quality';
import { formatHoursMinutesSeconds } from './recording-analysis-format';

/** One term and its value, straight in the `<dl>` (no wrapper: each `<dd>` follows its `<dt>`). */
function Pair({ term, value }: { term: string; value: string }) {
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
  const coverage = i18n.number(quality.coveragePercent, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <section className="card recording-card" aria-labelledby="recording-quality-title">
      <h2 id="recording-quality-title">{t`Data quality`}</h2>
      <dl className="recording-pairs">
        <Pair term={t`Recorded`} value={formatHoursMinutesSeconds(quality.recordedSeconds)} />
        <Pair term={t`Analysed`} value={formatHoursMinutesSeconds(quality.analysedSeconds)} />
        <Pair term={t`Heart-rate coverage`} value={t`${coverage} %`} />
        <Pair term={t`Dropouts over 10 s`} value={i18n.number(quality.dropouts.count)} />
        <Pair term={t`Time in dropouts`} value={formatHoursMinutesSeconds(quality.dropouts.seconds)} />
        <Pair term={t`Artefacts removed`} value={i18n.number(quality.artefactCount)} />
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
  const bpm = (value: number | null, digits: { min: number; max: number }) =>
    value === null ? '–' : t`${i18n.number(value, { minimumFractionDigits: digits.min, maximumFractionDigits: digits.max })} bpm`;
  // The device's figures as the file gives them; ours with one decimal (the average) or as measured (the maximum).
  const asGiven = { min: 0, max: 1 };
  const rows = [
    { label: t`Average heart rate`, device: bpm(comparison.device.avgBpm, asGiven), ours: bpm(comparison.pulseboard.avgBpm, { min: 1, max: 1 }) },
    { label: t`Maximum heart rate`, device: bpm(comparison.device.maxBpm, asGiven), ours: bpm(comparison.pulseboard.maxBpm, asGiven) },
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
export const SelectionStatistics = observer(function SelectionStatistics({ selection, unit }: { selection: SpanSelection; unit: DistanceUnit }) {
  const { t, i18n } = useLingui();
  const { span, analysis } = selection;
  const number = (value: number, digits = 0) => i18n.number(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const bpm = (value: number | null, digits = 0) => (value === null ? '–' : t`${number(value, digits)} bpm`);
  const duration = (seconds: number, percent: number) => t`${formatHoursMinutesSeconds(seconds)} (${number(percent)} %)`;
  const shown = formatDistance(asMeters(analysis.distanceMeters), unit);
  const distance = shown.unit === 'mi' ? t`${number(shown.value, 2)} mi` : t`${number(shown.value)} m`;
  const from = formatHoursMinutesSeconds(span.start);
  const to = formatHoursMinutesSeconds(span.end);
  return (
    <section className="recording-selection" aria-labelledby="recording-selection-title">
      <h3 id="recording-selection-title">{t`Selected span: ${from} to ${to}`}</h3>
      <dl className="recording-pairs recording-pairs--grid">
        <Pair term={t`Average heart rate`} value={bpm(analysis.avgBpm, 1)} />
        <Pair term={t`Maximum heart rate`} value={bpm(analysis.maxBpm)} />
        <Pair term={t`Time above 80 % HRmax`} value={duration(analysis.timeAbove80Seconds, analysis.timeAbove80Percent)} />
        <Pair term={t`Activity points (AP)`} value={duration(analysis.activeSeconds, analysis.activePercent)} />
        <Pair term={t`Distance`} value={distance} />
        <Pair term={t`Workload`} value={t`${number(analysis.trimp, 1)} TRIMPs`} />
      </dl>
    </section>
  );
});
