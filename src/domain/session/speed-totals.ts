import {
  ACTIVE_SPEED_THRESHOLD,
  HIGH_SPEED_THRESHOLD,
  SPRINT_MIN_SECONDS,
  SPRINT_SPEED_THRESHOLD,
} from './session-sample';
import { secondsInWindow, type IntervalSink } from './window-intervals';

// Imported bindings copied to module locals: under a module runner (vitest) each use of an
// import is a property read, which would dominate the per-sample credit.
const clip = secondsInWindow;
const activeFrom = ACTIVE_SPEED_THRESHOLD;
const highSpeedFrom = HIGH_SPEED_THRESHOLD;
const sprintFrom = SPRINT_SPEED_THRESHOLD;
const sprintMinSeconds = SPRINT_MIN_SECONDS;

/** Speed-channel totals of one window: AP time, distance from speed, high-speed distance, sprints. */
export class SpeedTotals {
  covered = 0;
  active = 0;
  distance = 0;
  highSpeedMeters = 0;
  sprints = 0;
  private sprintRun = 0;
  private sprintEnd = -Infinity;

  constructor(
    private readonly start: number,
    private readonly end: number,
    private readonly sink: IntervalSink | undefined,
  ) {}

  /** Credits speed `v` held from `a` for `hold` seconds (clipped to the window). */
  credit(a: number, hold: number, v: number): void {
    const seconds = clip(a, a + hold, this.start, this.end);
    if (seconds <= 0) return;
    this.sink?.speed(a > this.start ? a : this.start, seconds, v);
    this.covered += seconds;
    this.distance += v * seconds;
    if (v >= activeFrom) this.active += seconds;
    if (v >= highSpeedFrom) this.highSpeedMeters += v * seconds;
    if (v >= sprintFrom) {
      const from = a > this.start ? a : this.start;
      // A break in the data ends a sprint run.
      if (from - this.sprintEnd > 1e-9) this.finish();
      this.sprintRun += seconds;
      this.sprintEnd = from + seconds;
    } else {
      this.finish();
    }
  }

  /** Ends the current run at ≥ 7 m/s, counting it as a sprint when it lasted ≥ 1 s. */
  finish(): void {
    if (this.sprintRun >= sprintMinSeconds) this.sprints += 1;
    this.sprintRun = 0;
    this.sprintEnd = -Infinity;
  }
}
