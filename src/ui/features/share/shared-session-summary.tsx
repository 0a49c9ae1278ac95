import { useLingui } from '@lingui/react/macro';
import type { DistanceUnit } from '../../../domain/account/user';
import type { SharedSessionSummary as SharedFigures } from '../../../domain/activity/shared-session';
import { formatDuration } from '../../formats/duration-format';
import { formattingLocales } from '../../formats/formatting-locales';
import { formatNumber, formatPercent, formatShownDistance } from '../../formats/number-format';
import { formatTrimps } from '../../formats/sports-units';
import { Figure, Value } from '../../session/session-summary';
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
export function SharedSessionSummary({ summary, durationSeconds, analysedSeconds, trimmed, unit }: SharedSessionSummaryProps) {
  const { t, i18n } = useLingui();
  const locales = formattingLocales(i18n);
  const duration = (seconds: number) => formatDuration(locales, seconds, 'duration');
  const ofSession = (percent: number) => {
    const share = formatPercent(locales, percent);
    return t`${share} of the session`;
  };
  const ofHrmax = (percent: number | null) => {
    if (percent === null) return '–';
    const share = formatPercent(locales, percent);
    return t`${share} HRmax`;
  };
  const maximum = summary.maxHrPercent === null ? null : ofHrmax(summary.maxHrPercent);
  const analysedTime = duration(analysedSeconds);
  // Without speed or distance (a heart-rate belt alone) the movement figures are unknown, not zero.
  const moved = summary.movementMeasured !== false;
  const movement = <T extends number>(value: T | null, write: (measured: T) => string) => (moved && value !== null ? write(value) : '–');
  const distance = (meters: Parameters<typeof formatShownDistance>[1]) => formatShownDistance(locales, meters, unit);
  return (
    <section className="card session-summary" aria-label={t`Summary`}>
      <dl className="session-summary__grid">
        <Figure tone="red" label={t`Time above 80% HRmax`} metric="red-zone">
          <Value value={duration(summary.timeAbove80Seconds)} detail={ofSession(summary.timeAbove80Percent)} />
        </Figure>
        <Figure tone="gold" label={t`Activity points (AP)`} metric="activity-points">
          <Value value={movement(summary.apSeconds, duration)} detail={moved && summary.apSeconds !== null && summary.apPercent !== null ? ofSession(summary.apPercent) : null} />
        </Figure>
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
        <div className="session-figure">
          <dt>{t`Duration`}</dt>
          <dd>
            <Value value={duration(durationSeconds)} detail={trimmed ? t`${analysedTime} analysed` : null} />
          </dd>
        </div>
      </dl>
      {moved ? null : <p className="session-summary__note">{t`No speed or distance: this belt records heart rate only.`}</p>}
    </section>
  );
}
