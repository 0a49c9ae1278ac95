import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { DistanceUnit } from '../../domain/account/user';
import type { PlayerActivitySummary } from '../../domain/activity/activity';
import { useDataOwner } from '../components/whose-data';
import { formatNumber, formatPercent } from '../formats/number-format';
import { formatBpm, formatKcal, formatTrimps } from '../formats/sports-units';
import { Figure, Value } from './session-summary-figure';
import { DurationFigure, NoMovementNote, RedZoneAndApFigures, useSummaryFormats } from './summary-parts';
import './session-views.css';

interface SessionSummaryProps {
  readonly summary: PlayerActivitySummary;
  /** The recorded length, in seconds. */
  readonly durationSeconds: number;
  /** The analysed length (the first 4 h at most), in seconds. */
  readonly analysedSeconds: number;
  /** Whether only the first 4 h were analysed (docs/product-rules.md#session-limits). */
  readonly trimmed: boolean;
  readonly unit: DistanceUnit;
}

/**
 * The headline figures of a session (docs/product-rules.md#activity-fields): every column the
 * session history has, in the glossary's words (docs/product-rules.md#glossary), each with its info
 * button; every percentage says what it is of. Shared by the session detail and the file page.
 */
export function SessionSummary({ summary, durationSeconds, analysedSeconds, trimmed, unit }: SessionSummaryProps) {
  const { t, i18n } = useLingui();
  const { locales, moved, distance, movement } = useSummaryFormats(unit, summary.movementMeasured);
  const owner = useDataOwner();
  const ofUsual = (percent: number | null) => {
    if (percent === null) return null;
    const share = formatPercent(locales, percent);
    if (owner === null) return t`${share} of your usual`;
    // A parent reads of their child (docs/product-rules.md#whose-data); French elides: "d’Emma", "de Noah".
    const { name, sound } = owner;
    return t`${select(sound, { vowel: `${share} of ${name}’s usual`, other: `${share} of ${name}’s usual` })}`;
  };
  const bpm = (value: number | null) => (value === null ? '–' : formatBpm(i18n, value));
  const maximum = summary.maxBpm === null ? null : bpm(summary.maxBpm);
  return (
    <section className="card session-summary" aria-label={t`Summary`}>
      <dl className="session-summary__grid">
        <RedZoneAndApFigures summary={summary} unit={unit} />
        <Figure tone="blue" label={t`Distance`} metric="distance">
          <Value
            value={movement(summary.distanceMeters, distance)}
            detail={moved && summary.distanceMeters !== null ? ofUsual(summary.distancePercent) : null}
          />
        </Figure>
        <Figure tone="purple" label={t`Workload`} metric="workload">
          <Value value={formatTrimps(i18n, summary.workloadTrimps)} detail={ofUsual(summary.workloadPercent)} />
        </Figure>
        <Figure label={t`Average heart rate`} metric="heart-rate">
          <Value value={bpm(summary.avgBpm)} detail={maximum === null ? null : t`Maximum ${maximum}`} />
        </Figure>
        <Figure label={t`High-speed distance`} metric="high-speed-distance">
          <Value value={movement(summary.highSpeedDistanceMeters, distance)} />
        </Figure>
        <Figure label={t`Sprints`} metric="sprints">
          <Value value={movement(summary.sprints, (count) => formatNumber(locales, count))} />
        </Figure>
        <Figure label={t`Calories`} metric="calories">
          {summary.calories !== null ? (
            <Value value={formatKcal(i18n, summary.calories)} />
          ) : summary.caloriesUnavailableReason === 'WEIGHT_MISSING' ? (
            <span className="session-figure__note">
              <Trans>
                <Link href="/profile">Add your weight</Link> to see calories.
              </Trans>
            </span>
          ) : (
            <Value value="–" />
          )}
        </Figure>
        <Figure label={t`MET`} metric="met">
          <Value value={summary.met === null ? '–' : formatNumber(locales, summary.met, 1)} />
        </Figure>
        <DurationFigure durationSeconds={durationSeconds} analysedSeconds={analysedSeconds} trimmed={trimmed} />
      </dl>
      <NoMovementNote moved={moved} />
    </section>
  );
}
