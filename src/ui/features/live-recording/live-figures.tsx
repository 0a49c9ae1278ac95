import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LiveRecordingViewModel } from '../../../application/live-recording/live-recording.view-model';
import { formatDuration } from '../../formats/duration-format';
import { formattingLocales } from '../../formats/formatting-locales';
import { formatNumber, formatPercent } from '../../formats/number-format';

/** The Edwards zones in words (docs/product-rules.md#zones): the colour is never the only sign. */
const ZONE_WORDS: readonly MessageDescriptor[] = [
  msg`Below zone 1 (under 50 % HRmax)`,
  msg`Zone 1: very light`,
  msg`Zone 2: light`,
  msg`Zone 3: moderate`,
  msg`Zone 4: hard`,
  msg`Zone 5: maximal`,
];

/** The current heart rate, large, with its % HRmax and zone in words. */
export const CurrentHeartRate = observer(function CurrentHeartRate({ vm }: { vm: LiveRecordingViewModel }) {
  const { t, i18n } = useLingui();
  const locales = formattingLocales(i18n);
  const { currentBpm, percentOfHrmax, zone } = vm;
  return (
    <div className={`live-now live-now--zone-${zone ?? 'none'}`} aria-live="off">
      <p className="live-now__bpm">
        <span className="live-now__value" data-testid="live-bpm">{currentBpm === null ? '–' : formatNumber(locales, currentBpm)}</span>
        <span className="live-now__unit">{t`bpm`}</span>
      </p>
      {percentOfHrmax !== null && zone !== null ? (
        <p className="live-now__zone">
          {t`${formatPercent(locales, percentOfHrmax)} of HRmax`} · {i18n._(ZONE_WORDS[zone]!)}
        </p>
      ) : (
        <p className="live-now__zone">{t`Waiting for a heart rate`}</p>
      )}
    </div>
  );
});

/** Elapsed time, time above 80 %, TRIMP, calories (with a weight) and HRV, once a second. */
export const LiveFigures = observer(function LiveFigures({ vm }: { vm: LiveRecordingViewModel }) {
  const { t, i18n } = useLingui();
  const locales = formattingLocales(i18n);
  const { figures, elapsedSeconds } = vm.inProgress;
  const analysis = figures?.analysis ?? null;
  const rmssd = figures?.rmssdMs ?? null;
  const clock = (seconds: number) => formatDuration(locales, seconds, 'h:mm:ss');
  return (
    <dl className="live-figures">
      <div>
        <dt>{t`Elapsed`}</dt>
        <dd data-testid="live-elapsed">{clock(elapsedSeconds)}</dd>
      </div>
      <div>
        <dt>{t`Time above 80 %`}</dt>
        <dd>{clock(analysis?.timeAbove80Seconds ?? 0)}</dd>
      </div>
      <div>
        <dt>{t`TRIMP`}</dt>
        <dd>{formatNumber(locales, analysis?.trimp ?? 0)}</dd>
      </div>
      <div>
        <dt>{t`Calories`}</dt>
        <dd>{analysis?.calories == null ? t`Needs your weight` : t`${formatNumber(locales, analysis.calories)} kcal`}</dd>
      </div>
      <div>
        <dt>{t`HRV (RMSSD, last minute)`}</dt>
        <dd data-testid="live-rmssd">{rmssd === null ? '–' : t`${formatNumber(locales, rmssd)} ms`}</dd>
      </div>
    </dl>
  );
});
