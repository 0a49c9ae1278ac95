import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { DistanceUnit } from '../../domain/account/user';
import type { PlayerActivitySummary } from '../../domain/activity/activity';
import { formatDuration } from '../formats/duration-format';
import { formattingLocales } from '../formats/formatting-locales';
import { formatPercent, formatShownDistance } from '../formats/number-format';
import { formatBpm, formatKcal, formatTrimps } from '../formats/sports-units';
import './session-views.css';

function Figure({ label, value, detail, tone }: { label: string; value: string; detail?: string | null; tone?: string }) {
  return (
    <div className={`session-figure${tone ? ` session-figure--${tone}` : ''}`}>
      <dt>{label}</dt>
      <dd>
        <span className="session-figure__value">{value}</span>
        {detail ? <span className="session-figure__detail">{detail}</span> : null}
      </dd>
    </div>
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
 * The headline figures of a session (docs/product-rules.md#activity-fields): red zone, AP, distance in the
 * user's unit, workload, calories, bpm, duration. Shared by the session detail and the file page.
 */
export function SessionSummary({ summary, durationSeconds, analysedSeconds, trimmed, unit }: SessionSummaryProps) {
  const { t, i18n } = useLingui();
  const locales = formattingLocales(i18n);
  const percent = (value: number | null) => (value === null ? null : formatPercent(locales, value));
  const usual = percent(summary.workloadPercent);
  // The recorded length; a trimmed session says how much of it was analysed (docs/product-rules.md#session-limits).
  const duration = formatDuration(locales, durationSeconds, 'hours-minutes');
  const analysedTime = formatDuration(locales, analysedSeconds, 'hours-minutes');
  const analysed = trimmed ? t`${analysedTime} analysed` : null;
  const bpm = (value: number | null) => (value === null ? '–' : formatBpm(i18n, value));
  return (
    <section className="card session-summary" aria-label={t`Summary`}>
      <dl className="session-summary__grid">
        <Figure
          tone="red"
          label={t`Time above 80% HRmax`}
          value={formatDuration(locales, summary.timeAbove80Seconds, 'mm:ss')}
          detail={percent(summary.timeAbove80Percent)}
        />
        <Figure tone="gold" label={t`Activity points (AP)`} value={formatDuration(locales, summary.apSeconds, 'mm:ss')} detail={percent(summary.apPercent)} />
        <Figure tone="blue" label={t`Distance`} value={formatShownDistance(locales, summary.distanceMeters, unit)} detail={percent(summary.distancePercent)} />
        <Figure
          tone="purple"
          label={t`Workload`}
          value={formatTrimps(i18n, summary.workloadTrimps)}
          detail={usual === null ? null : t`${usual} of usual`}
        />
        <div className="session-figure">
          <dt>{t`Calories`}</dt>
          <dd>
            {summary.calories !== null ? (
              <span className="session-figure__value">{formatKcal(i18n, summary.calories)}</span>
            ) : summary.caloriesUnavailableReason === 'WEIGHT_MISSING' ? (
              <span className="session-figure__note">
                <Trans>
                  <Link href="/profile">Add your weight</Link> to see calories.
                </Trans>
              </span>
            ) : (
              <span className="session-figure__value">–</span>
            )}
          </dd>
        </div>
        <Figure label={t`Average heart rate`} value={bpm(summary.avgBpm)} detail={summary.maxBpm === null ? null : t`max ${bpm(summary.maxBpm)}`} />
        <Figure label={t`Duration`} value={duration} detail={analysed} />
      </dl>
    </section>
  );
}
