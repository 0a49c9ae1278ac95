import { asyncScheduler, type SchedulerLike } from 'rxjs';
import { afterAll, bench, describe } from 'vitest';
import type { SessionExport } from '../../domain/export/session-export';
import { asBpm } from '../../domain/units/branded-units';
import { SessionExportModel } from './session-export.model';

/** Four hours at 1 Hz with every channel: the largest session the export ever builds. */
const fourHours: SessionExport = {
  startedAtMs: Date.UTC(2026, 10, 3, 8, 0),
  title: 'Four hours',
  sport: 'cycling',
  samples: Array.from({ length: 14_401 }, (_, t) => ({
    t,
    bpm: 120 + (t % 60),
    speed: 3 + (t % 5) / 2,
    distance: t * 3.5,
  })),
  hrmax: asBpm(190),
  calories: 3000,
};

/**
 * Exports once on the real scheduler and returns the longest stretch of work between two yields
 * (the page cannot respond during one) and the whole time, in ms.
 */
async function measureExport(format: 'csv' | 'tcx'): Promise<{ longest: number; total: number; slices: number }> {
  const marks: number[] = [];
  const scheduler = {
    now: () => asyncScheduler.now(),
    schedule: (work: () => void, delay?: number) => {
      marks.push(performance.now());
      return asyncScheduler.schedule(() => {
        marks.push(performance.now());
        work();
      }, delay);
    },
  } as unknown as SchedulerLike;
  const model = new SessionExportModel(
    () => Promise.resolve(fourHours),
    { save: () => void marks.push(performance.now()) },
    scheduler,
    {
      timeZone: 'UTC',
    },
  );
  marks.push(performance.now());
  await model.exportAs(format);
  // Pairs: start → first yield, each resume → next yield, the last resume → save.
  const stretches = marks.filter((_, i) => i % 2 === 1).map((end, i) => end - (marks[2 * i] as number));
  return {
    longest: Math.max(...stretches),
    total: (marks.at(-1) as number) - (marks[0] as number),
    slices: stretches.length,
  };
}

afterAll(async () => {
  // Median of 5 exports each; benchmarks print figures, they never gate on wall time.
  for (const format of ['csv', 'tcx'] as const) {
    const runs = [];
    for (let r = 0; r < 5; r += 1) runs.push(await measureExport(format));
    const median = (values: number[]) => values.sort((a, b) => a - b)[2] as number;
    console.log(
      `export ${format.toUpperCase()} of 4 h at 1 Hz: longest stretch between yields median ${median(runs.map((run) => run.longest)).toFixed(1)} ms` +
        ` (worst ${Math.max(...runs.map((run) => run.longest)).toFixed(1)} ms), whole export median ${median(runs.map((run) => run.total)).toFixed(0)} ms` +
        ` in ${runs[0]?.slices ?? 0} slices`,
    );
  }
});

describe('session export', () => {
  bench(
    'build the CSV of 4 h at 1 Hz in slices',
    async () => {
      await measureExport('csv');
    },
    { iterations: 3 },
  );
});
