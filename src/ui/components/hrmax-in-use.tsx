import { useLingui } from '@lingui/react/macro';
import type { HrmaxOrigin } from '../../domain/heart-rate/max-heart-rate';
import { formatBpm } from '../formats/sports-units';
import { MetricInfo } from './metric-info';

/**
 * Which maximum heart rate the zones, the workload and the calories use, and where it comes from
 * (docs/product-rules.md#maximum-heart-rate): measured in sessions, Tanaka from the age, or Tanaka at
 * the default age when no date of birth is known. An answer that does not say gives the value alone.
 */
export function HrmaxInUse({
  bpm,
  origin,
  className,
}: {
  bpm: number;
  origin: HrmaxOrigin | null;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  const value = formatBpm(i18n, bpm);
  const text =
    origin === 'MEASURED'
      ? t`HRmax in use: ${value}, measured in sessions (the highest heart rate held for 30 seconds).`
      : origin === 'AGE_TANAKA'
        ? t`HRmax in use: ${value}, estimated from the age (Tanaka: 208 − 0.7 × age).`
        : origin === 'DEFAULT'
          ? t`HRmax in use: ${value}, estimated for an age of 30 (Tanaka), as no date of birth is known.`
          : t`HRmax in use: ${value}.`;
  return (
    <p className={className ?? 'hrmax-in-use'}>
      {text}
      <MetricInfo metric="hrmax" />
    </p>
  );
}
