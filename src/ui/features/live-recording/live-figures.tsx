import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import type { LiveRecordingViewModel } from '../../../application/live-recording/live-recording.view-model';
import type { EdwardsZone } from '../../../domain/heart-rate/heart-rate-zones';
import type { DisplayZone } from '../../../domain/heart-rate/time-in-zones';
import { formatDuration } from '../../formats/duration-format';
import { formattingLocales } from '../../formats/formatting-locales';
import { formatNumber, formatPercent } from '../../formats/number-format';
import { formatKcal, formatTrimps } from '../../formats/sports-units';

/**
 * The zone of the current rate in the session page's words (src/ui/session/time-in-zones.tsx,
 * docs/product-rules.md#zones): its display zone, "Low", "Moderate" or "High", then its Edwards
 * zone, "Zone 1" to "Zone 5" or "Below zone 1". The colour is never the only sign.
 */
function useZoneWords(): { display: (zone: DisplayZone) => string; edwards: (zone: EdwardsZone) => string } {
  const { t } = useLingui();
  const names: Record<DisplayZone, string> = { low: t`Low`, moderate: t`Moderate`, high: t`High` };
  return {
    display: (zone) => names[zone],
    edwards: (zone) => {
      if (zone === 0) return t`Below zone 1`;
      const number = zone;
      return t`Zone ${number}`;
    },
  };
}

/**
 * The current heart rate, large, with its % HRmax and zone in words; `state` (the recording's state
 * in a word) sits right beside the number. Paused, the number is greyed out: it is not recorded.
 */
export const CurrentHeartRate = observer(function CurrentHeartRate({
  vm,
  state,
}: {
  vm: LiveRecordingViewModel;
  state?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const locales = formattingLocales(i18n);
  const words = useZoneWords();
  const { bpm: currentBpm, percentOfHrmax, zone, displayZone } = vm.readout;
  const paused = vm.phase === 'paused';
  return (
    <div className={`live-now live-now--zone-${zone ?? 'none'}${paused ? ' live-now--paused' : ''}`} aria-live="off">
      <div className="live-now__line">
        <p className="live-now__bpm">
          <span className="live-now__value" data-testid="live-bpm">
            {currentBpm === null ? '–' : formatNumber(locales, currentBpm)}
          </span>
          <span className="live-now__unit">{t`bpm`}</span>
        </p>
        {state}
      </div>
      {percentOfHrmax !== null && zone !== null && displayZone !== null ? (
        <p className="live-now__zone" data-testid="live-zone">
          {t`${formatPercent(locales, percentOfHrmax)} of HRmax`} · {words.display(displayZone)} · {words.edwards(zone)}
        </p>
      ) : (
        <p className="live-now__zone">{t`Waiting for a heart rate`}</p>
      )}
    </div>
  );
});

/**
 * Elapsed time, time above 80 % HRmax, workload, calories (with a weight) and HRV, once a second:
 * the session page's names, units and duration format (docs/live-recording.md#one-computation).
 */
export const LiveFigures = observer(function LiveFigures({ vm }: { vm: LiveRecordingViewModel }) {
  const { t, i18n } = useLingui();
  const locales = formattingLocales(i18n);
  const { figures, elapsedSeconds } = vm.inProgress;
  const analysis = figures?.analysis ?? null;
  const rmssd = figures?.rmssdMs ?? null;
  const duration = (seconds: number) => formatDuration(locales, seconds, 'duration');
  return (
    <dl className="live-figures">
      <div>
        <dt>{t`Elapsed`}</dt>
        <dd data-testid="live-elapsed">{duration(elapsedSeconds)}</dd>
      </div>
      <div>
        <dt>{t`Time above 80% HRmax`}</dt>
        <dd>{duration(analysis?.timeAbove80Seconds ?? 0)}</dd>
      </div>
      <div>
        <dt>{t`Workload`}</dt>
        <dd>{formatTrimps(i18n, analysis?.trimp ?? 0)}</dd>
      </div>
      <div>
        <dt>{t`Calories`}</dt>
        <dd>{analysis?.calories == null ? t`Needs your weight` : formatKcal(i18n, analysis.calories)}</dd>
      </div>
      <div>
        <dt>{t`HRV (RMSSD, last minute)`}</dt>
        <dd data-testid="live-rmssd">{rmssd === null ? '–' : t`${formatNumber(locales, rmssd)} ms`}</dd>
      </div>
    </dl>
  );
});
