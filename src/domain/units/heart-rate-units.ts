import { asBpm, asHrFraction, type Bpm, type HrFraction } from './branded-units';

/** A heart rate as a fraction of HRmax (0.8 = 80 %). HRmax must be positive. */
export function bpmToHrFraction(bpm: Bpm, hrmax: Bpm): HrFraction {
  return asHrFraction(bpm / hrmax);
}

export function hrFractionToBpm(fraction: HrFraction, hrmax: Bpm): Bpm {
  return asBpm(fraction * hrmax);
}

/** % HRmax as shown to the user (0–100+, not rounded). */
export function bpmToPercentOfHrmax(bpm: Bpm, hrmax: Bpm): number {
  return (bpm / hrmax) * 100;
}

export function percentOfHrmaxToBpm(percent: number, hrmax: Bpm): Bpm {
  return asBpm((percent / 100) * hrmax);
}
