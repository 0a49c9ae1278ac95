import type { Bpm } from './branded-units';

/** % HRmax as shown to the user (0–100+, not rounded). */
export function bpmToPercentOfHrmax(bpm: Bpm, hrmax: Bpm): number {
  return (bpm / hrmax) * 100;
}
