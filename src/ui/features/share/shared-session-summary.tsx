import { useLingui } from '@lingui/react/macro';
import type { DistanceUnit } from '../../../domain/account/user';
import type { SharedSessionSummary as SharedFigures } from '../../../domain/activity/shared-session';
import { formatNumber, formatPercent } from '../../formats/number-format';
import { formatTrimps } from '../../formats/sports-units';
import { Figure, Value } from '../../session/session-summary-figure';
import { DurationFigure, NoMovementNote, RedZoneAndApFigures, useSummaryFormats } from '../../session/summary-parts';
import '../../session/session-views.css';

interface SharedSessionSummaryProps {
  readonly summary: SharedFigures;
  /** The recorded length, in seconds. */
  readonly durationSeconds: number;
  /** The analysed length (the first 4 h at most), in seconds. */
  readonly analysedSeconds: number;
  readonly trimmed: boolean;
  readonly unit: DistanceUnit;
}

/**
 * The headline figures of a shared session (docs/api-sessions.md#what-a-share-shows): the session's,
 * never the body's. Heart rate as a share of HRmax (no bpm beside it, which would give the HRmax),
 * no calories and no MET (with the duration they give the weight), nothing against the player's usual.
 * What was not measured is a dash.
 */
export function SharedSessionSummary({
  summary,
  durationSeconds,
  analysedSeconds,
  trimmed,
  unit,
}: SharedSessionSummaryProps) {
  const { t, i18n } = useLingui();
  const { locales, moved, distance, movement } = useSummaryFormats(unit, summary.movementMeasured);
  const ofHrmax = (percent: number | null) => {
    if (percent === null) return '–';
    const share = formatPercent(locales, percent);
    return t`${share} HRmax`;
  };
  const maximum = summary.maxHrPercent === null ? null : ofHrmax(summary.maxHrPercent);
  return (
    <section className="card session-summary" aria-label={t`Summary`}>
      <dl className="session-summary__grid">
        <RedZoneAndApFigures summary={summary} unit={unit} />
        <Figure tone="blue" label={t`Distance`} metric="distance">
          <Value value={movement(summary.distanceMeters, distance)} />
        </Figure>
        <Figure tone="purple" label={t`Workload`} metric="workload">
          <Value value={formatTrimps(i18n, summary.workloadTrimps)} />
        </Figure>
        <Figure label={t`Average heart rate`} metric="heart-rate">
          <Value value={ofHrmax(summary.avgHrPercent)} detail={maximum === null ? null : t`Maximum ${maximum}`} />
        </Figure>
        <Figure label={t`High-speed distance`} metric="high-speed-distance">
          <Value value={movement(summary.highSpeedDistanceMeters, distance)} />
        </Figure>
        <Figure label={t`Sprints`} metric="sprints">
          <Value value={movement(summary.sprints, (count) => formatNumber(locales, count))} />
        </Figure>
        <DurationFigure durationSeconds={durationSeconds} analysedSeconds={analysedSeconds} trimmed={trimmed} />
      </dl>
      <NoMovementNote moved={moved} />
    </section>
  );
}
