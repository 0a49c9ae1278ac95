import { EDWARDS_ZONE_COUNT } from '../heart-rate/heart-rate-zones';
import { asTrimps, type Seconds, type Trimps } from '../units/branded-units';

/**
 * Edwards summated-heart-rate-zone TRIMP (Edwards S. 1993, "The Heart Rate
 * Monitor Book"): Σ minutes in zone i × i for i = 1..5.
 * `zoneSeconds[i - 1]` is the time in zone i.
 */
export function computeEdwardsTrimp(zoneSeconds: ArrayLike<Seconds | number>): Trimps {
  let trimp = 0;
  for (let zone = 1; zone <= EDWARDS_ZONE_COUNT; zone += 1) {
    trimp += ((zoneSeconds[zone - 1] ?? 0) / 60) * zone;
  }
  return asTrimps(trimp);
}
