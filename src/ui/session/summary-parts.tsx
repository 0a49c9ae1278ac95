import { useLingui } from '@lingui/react/macro';
import type { DistanceUnit } from '../../domain/account/user';
import type { SharedSessionSummary } from '../../domain/activity/shared-session';
import type { Meters } from '../../domain/units/branded-units';
import { formatDuration } from '../formats/duration-format';
import { formattingLocales } from '../formats/formatting-locales';
import { formatPercent, formatShownDistance } from '../formats/number-format';
import { Figure, Value } from './session-summary-figure';

/**
 * What the session page's summary and the share page's summary write alike: durations, a share of the session,
 * distances in the reader's unit, and a dash for a movement figure that was not measured
 * (docs/product-rules.md#not-measured). A session without speed or distance (a heart-rate belt alone) has no movement
 * figures at all: `movementMeasured` false.
 */
export function useSummaryFormats(unit: DistanceUnit, movementMeasured: boolean | undefined) {
  const { t, i18n } = useLingui();
  const locales = formattingLocales(i18n);
  const moved = movementMeasured !== false;
  return {
    locales,
    moved,
    duration: (seconds: number) => formatDuration(locales, seconds, 'duration'),
    ofSession: (percent: number) => {
      const share = formatPercent(locales, percent);
      return t`${share} of the session`;
    },
    distance: (meters: Meters) => formatShownDistance(locales, meters, unit),
    /** A movement figure written with `write`, or a dash when it was not measured. */
    movement: <T extends number>(value: T | null, write: (measured: T) => string) =>
      moved && value !== null ? write(value) : '–',
  };
}

interface DurationFigureProps {
  /** The recorded length, in seconds. */
  readonly durationSeconds: number;
  /** The analysed length (the first 4 h at most), in seconds. */
  readonly analysedSeconds: number;
  /** Whether only the first 4 h were analysed (docs/product-rules.md#session-limits). */
  readonly trimmed: boolean;
}

/** The recorded length; a trimmed session says how much of it was analysed. */
export function DurationFigure({ durationSeconds, analysedSeconds, trimmed }: DurationFigureProps) {
  const { t, i18n } = useLingui();
  const locales = formattingLocales(i18n);
  const analysedTime = formatDuration(locales, analysedSeconds, 'duration');
  return (
    <div className="session-figure">
      <dt>{t`Duration`}</dt>
      <dd>
        <Value
          value={formatDuration(locales, durationSeconds, 'duration')}
          detail={trimmed ? t`${analysedTime} analysed` : null}
        />
      </dd>
    </div>
  );
}

/** Said under a summary whose session measured no movement. */
export function NoMovementNote({ moved }: { readonly moved: boolean }) {
  const { t } = useLingui();
  return moved ? null : (
    <p className="session-summary__note">{t`No speed or distance: this belt records heart rate only.`}</p>
  );
}

/** The figures both summaries open with, as the session page and a share name them alike. */
type HeadlineFigures = Pick<
  SharedSessionSummary,
  'timeAbove80Seconds' | 'timeAbove80Percent' | 'apSeconds' | 'apPercent' | 'movementMeasured'
>;

/** Time above 80 % HRmax and activity points, each with its share of the session (a dash for AP not measured). */
export function RedZoneAndApFigures({
  summary,
  unit,
}: {
  readonly summary: HeadlineFigures;
  readonly unit: DistanceUnit;
}) {
  const { t } = useLingui();
  const { moved, duration, ofSession, movement } = useSummaryFormats(unit, summary.movementMeasured);
  const apShare =
    moved && summary.apSeconds !== null && summary.apPercent !== null ? ofSession(summary.apPercent) : null;
  return (
    <>
      <Figure tone="red" label={t`Time above 80% HRmax`} metric="red-zone">
        <Value value={duration(summary.timeAbove80Seconds)} detail={ofSession(summary.timeAbove80Percent)} />
      </Figure>
      <Figure tone="gold" label={t`Activity points (AP)`} metric="activity-points">
        <Value value={movement(summary.apSeconds, duration)} detail={apShare} />
      </Figure>
    </>
  );
}
