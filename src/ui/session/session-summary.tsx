import type { ReactNode } from 'react';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { DistanceUnit } from '../../domain/account/user';
import type { PlayerActivitySummary } from '../../domain/activity/activity';
import { MetricInfo } from '../components/metric-info';
import { useDataOwner } from '../components/whose-data';
import { formatDuration } from '../formats/duration-format';
import { formattingLocales } from '../formats/formatting-locales';
import { formatNumber, formatPercent, formatShownDistance } from '../formats/number-format';
import { formatBpm, formatKcal, formatTrimps } from '../formats/sports-units';
import type { GlossaryMetric } from '../messages/metric-glossary';
import './session-views.css';

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
  const locales = formattingLocales(i18n);
  const duration = (seconds: number) => formatDuration(locales, seconds, 'duration');
  const ofSession = (percent: number) => {
    const share = formatPercent(locales, percent);
    return t`${share} of the session`;
  };
  const owner = useDataOwner();
  const ofUsual = (percent: number | null) => {
    if (percent === null) return null;
    const share = formatPercent(locales, percent);
    if (owner === null) return t`${share} of your usual`;
    // A parent reads of their child (docs/product-rules.md#whose-data); French elides: "d’Emma", "de Noah".
    const { name, sound } = owner;
    return t`${select(sound, { vowel: `${share} of ${name}’s usual`, other: `${share} of ${name}’s usual` })}`;
  };
  // The recorded length; a trimmed session says how much of it was analysed (docs/product-rules.md#session-limits).
  const analysedTime = duration(analysedSeconds);
  const bpm = (value: number | null) => (value === null ? '–' : formatBpm(i18n, value));
  const maximum = summary.maxBpm === null ? null : bpm(summary.maxBpm);
  // Without speed or distance (a heart-rate belt alone) the movement figures are unknown, not zero
  // (docs/product-rules.md#not-measured): a figure not measured is a dash.
  const moved = summary.movementMeasured !== false;
  const movement = <T extends number>(value: T | null, write: (measured: T) => string) => (moved && value !== null ? write(value) : '–');
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
          <Value value={movement(summary.distanceMeters, (meters) => formatShownDistance(locales, meters, unit))} detail={moved && summary.distanceMeters !== null ? ofUsual(summary.distancePercent) : null} />
        </Figure>
        <Figure tone="purple" label={t`Workload`} metric="workload">
          <Value value={formatTrimps(i18n, summary.workloadTrimps)} detail={ofUsual(summary.workloadPercent)} />
        </Figure>
        <Figure label={t`Average heart rate`} metric="heart-rate">
          <Value value={bpm(summary.avgBpm)} detail={maximum === null ? null : t`Maximum ${maximum}`} />
        </Figure>
        <Figure label={t`High-speed distance`} metric="high-speed-distance">
          <Value value={movement(summary.highSpeedDistanceMeters, (meters) => formatShownDistance(locales, meters, unit))} />
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
