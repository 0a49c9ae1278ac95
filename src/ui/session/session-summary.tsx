import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { DistanceUnit } from '../../domain/account/user';
import type { PlayerActivitySummary } from '../../domain/activity/activity';
import { formatDistance } from '../../domain/units/distance-units';
import { formatMinutesSeconds } from '../../domain/units/time-units';
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
  const number = (value: number, digits = 0) => i18n.number(value, { maximumFractionDigits: digits, minimumFractionDigits: digits });
  const percent = (value: number | null) => (value === null ? null : t`${number(value)} %`);
  const distance = formatDistance(summary.distanceMeters, unit);
  const distanceText = distance.unit === 'mi' ? t`${number(distance.value, 2)} mi` : t`${number(distance.value)} m`;
  const hoursAndMinutes = (seconds: number) => {
    const hours = Math.floor(seconds / 3600);
    const minutes = Math.round((seconds % 3600) / 60);
    return hours > 0 ? t`${hours} h ${String(minutes).padStart(2, '0')} min` : t`${minutes} min`;
  };
  // The recorded length; a trimmed session says how much of it was analysed (docs/product-rules.md#session-limits).
  const duration = hoursAndMinutes(durationSeconds);
  const analysed = trimmed ? t`${hoursAndMinutes(analysedSeconds)} analysed` : null;
  const bpm = (value: number | null) => (value === null ? '–' : t`${number(value)} bpm`);
  return (
    <section className="card session-summary" aria-label={t`Summary`}>
      <dl className="session-summary__grid">
        <Figure
          tone="red"
          label={t`Time above 80 % HRmax`}
          value={formatMinutesSeconds(summary.timeAbove80Seconds)}
          detail={percent(summary.timeAbove80Percent)}
        />
        <Figure tone="gold" label={t`Activity points (AP)`} value={formatMinutesSeconds(summary.apSeconds)} detail={percent(summary.apPercent)} />
        <Figure tone="blue" label={t`Distance`} value={distanceText} detail={percent(summary.distancePercent)} />
        <Figure
          tone="purple"
          label={t`Workload`}
          value={t`${number(summary.workloadTrimps)} TRIMPs`}
          detail={summary.workloadPercent === null ? null : t`${number(summary.workloadPercent)} % of usual`}
        />
        <div className="session-figure">
          <dt>{t`Calories`}</dt>
          <dd>
            {summary.calories !== null ? (
              <span className="session-figure__value">{t`${number(summary.calories)} kcal`}</span>
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
