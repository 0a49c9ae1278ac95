import { Subject, type SchedulerLike } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { heldAnswer } from '../../../tests/support/held-answer';
import type { SessionExport } from '../../domain/export/session-export';
import { buildSessionTcx } from '../../domain/export/session-tcx';
import { buildSessionTimelineCsv } from '../../domain/export/session-timeline-csv';
import { asBpm } from '../../domain/units/branded-units';
import { SessionExportModel } from './session-export.model';

const session: SessionExport = {
  startedAtMs: Date.UTC(2026, 10, 3, 23, 30),
  title: 'Morning run',
  sport: 'running',
  samples: [
    { t: 0, bpm: 120, speed: 2, distance: 0 },
    { t: 1, bpm: 130, speed: 2.5, distance: 2 },
  ],
  hrmax: asBpm(190),
  calories: 12,
};

/** Four hours at 1 Hz with every channel. */
const fourHours: SessionExport = {
  ...session,
  samples: Array.from({ length: 14_401 }, (_, t) => ({
    t,
    bpm: 120 + (t % 60),
    speed: 3 + (t % 5) / 2,
    distance: t * 3.5,
  })),
};

/**
 * A scheduler whose clock moves `msPerRead` each time it is read (so a build "takes" time) and
 * whose scheduled work runs as a macrotask, counting the yields.
 */
function steppingScheduler(msPerRead = 0) {
  let now = 0;
  let yields = 0;
  const scheduler = {
    now: () => (now += msPerRead),
    schedule: (work: () => void) => {
      yields += 1;
      setTimeout(() => work(), 0);
      return { unsubscribe: () => undefined };
    },
  } as unknown as SchedulerLike;
  return { scheduler, yields: () => yields };
}

function setUp(source: () => Promise<SessionExport> = () => Promise.resolve(session), msPerRead = 0) {
  const saved: { name: string; contents: Blob }[] = [];
  const download = { save: vi.fn((name: string, contents: Blob) => void saved.push({ name, contents })) };
  const sourceSpy = vi.fn(source);
  const { scheduler, yields } = steppingScheduler(msPerRead);
  const model = new SessionExportModel(sourceSpy, download, scheduler, { timeZone: 'Europe/Paris' });
  return { model, saved, download, source: sourceSpy, yields };
}

describe('SessionExportModel', () => {
  it('saves the CSV under the session’s name and date in the user’s time zone', async () => {
    const { model, saved } = setUp();
    const exporting = model.exportAs('csv');
    expect(model.state).toBe('preparing');
    expect(model.preparing).toBe('csv');
    await exporting;
    expect(saved).toHaveLength(1);
    // 23:30 UTC is already 4 November in Paris (UTC+1).
    expect(saved[0]?.name).toBe('2026-11-04 Morning run.csv');
    expect(saved[0]?.contents.type).toBe('text/csv;charset=utf-8');
    expect(await saved[0]?.contents.text()).toBe(buildSessionTimelineCsv(session));
    expect(model.state).toBe('idle');
    expect(model.preparing).toBeNull();
    expect(model.format).toBeNull();
  });

  it('saves the TCX as Garmin’s media type', async () => {
    const { model, saved } = setUp();
    await model.exportAs('tcx');
    expect(saved[0]?.name).toBe('2026-11-04 Morning run.tcx');
    expect(saved[0]?.contents.type).toBe('application/vnd.garmin.tcx+xml');
    expect(await saved[0]?.contents.text()).toBe(buildSessionTcx(session));
  });

  it('dates the file on the start’s local day in the viewer’s zone, as the calendar does', async () => {
    const named = async (start: number, timeZone: string) => {
      const saved: string[] = [];
      const model = new SessionExportModel(
        () => Promise.resolve({ ...session, startedAtMs: start }),
        { save: (name) => void saved.push(name) },
        steppingScheduler().scheduler,
        { timeZone },
      );
      await model.exportAs('csv');
      return saved[0];
    };
    // 23:30 UTC on 3 November: 15:30 in Los Angeles, 12:30 the next day in Auckland.
    expect(await named(session.startedAtMs, 'America/Los_Angeles')).toBe('2026-11-03 Morning run.csv');
    expect(await named(session.startedAtMs, 'Pacific/Auckland')).toBe('2026-11-04 Morning run.csv');
    expect(await named(session.startedAtMs, 'UTC')).toBe('2026-11-03 Morning run.csv');
    // A recording's start that is no time at all leaves the date out.
    expect(await named(Number.NaN, 'UTC')).toBe('Morning run.csv');
    expect(await named(1e20, 'UTC')).toBe('Morning run.csv');
  });

  it('ignores a second click while a file is being prepared, whatever its format', async () => {
    const answer = heldAnswer<SessionExport>();
    const { model, saved, source } = setUp(() => answer.promise);
    const first = model.exportAs('csv');
    await model.exportAs('csv');
    await model.exportAs('tcx');
    expect(source).toHaveBeenCalledTimes(1);
    expect(model.preparing).toBe('csv');
    answer.resolve(session);
    await first;
    expect(saved.map((file) => file.name)).toEqual(['2026-11-04 Morning run.csv']);
  });

  it('a failing source leaves an error for that format and saves nothing; the next export clears it', async () => {
    const { model, saved, source } = setUp();
    source.mockRejectedValueOnce(new Error('network'));
    await model.exportAs('tcx');
    expect(model.state).toBe('error');
    expect(model.failed).toBe(true);
    expect(model.format).toBe('tcx');
    expect(saved).toEqual([]);
    const again = model.exportAs('tcx');
    expect(model.failed).toBe(false);
    await again;
    expect(model.state).toBe('idle');
    expect(saved).toHaveLength(1);
  });

  it('a build or a save that throws is an error too', async () => {
    const { model, download } = setUp(() => Promise.resolve({ ...session, startedAtMs: Number.NaN }));
    // No valid start: the TCX cannot write its times.
    await model.exportAs('tcx');
    expect(model.state).toBe('error');
    download.save.mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    await model.exportAs('csv');
    expect(model.state).toBe('error');
    expect(model.format).toBe('csv');
  });

  it('builds a 4-hour file in slices, yielding to the page between them, and the parts make the whole file', async () => {
    // Each read of the clock "takes" 4 ms: a slice ends every two chunks.
    const { model, saved, yields } = setUp(() => Promise.resolve(fourHours), 4);
    await model.exportAs('csv');
    expect(yields()).toBeGreaterThan(50);
    expect(await saved[0]?.contents.text()).toBe(buildSessionTimelineCsv(fourHours));
  });

  it('cancel() drops the export being prepared and clears an error', async () => {
    const answer = heldAnswer<SessionExport>();
    const { model, saved, source } = setUp(() => answer.promise);
    const exporting = model.exportAs('csv');
    model.cancel();
    expect(model.state).toBe('idle');
    answer.resolve(session);
    await exporting;
    expect(saved).toEqual([]);
    expect(model.state).toBe('idle');

    source.mockRejectedValueOnce(new Error('network'));
    await model.exportAs('csv');
    model.cancel();
    expect(model.failed).toBe(false);
    expect(model.format).toBeNull();
  });

  it('cancel() between slices stops the build', async () => {
    const { model, saved, yields } = setUp(() => Promise.resolve(fourHours), 2);
    const exporting = model.exportAs('tcx');
    await new Promise((resolve) => setTimeout(resolve, 0));
    model.cancel();
    await exporting;
    expect(saved).toEqual([]);
    expect(yields()).toBeLessThan(5);
  });
});

describe('SessionExportModel with an owner: the acting player’s data', () => {
  function owned(source: () => Promise<SessionExport>) {
    const changes = new Subject<string | null>();
    const owner = { activePlayerId: 'p1' as string | null, playerChanges$: changes.asObservable() };
    const switchPlayer = (id: string | null) => {
      owner.activePlayerId = id;
      changes.next(id);
    };
    const saved: string[] = [];
    const { scheduler } = steppingScheduler();
    const model = new SessionExportModel(source, { save: (name) => void saved.push(name) }, scheduler, {
      owner,
      timeZone: 'UTC',
    });
    return { model, saved, switchPlayer };
  }

  it('an export prepared across a child switch saves nothing and says nothing', async () => {
    const answer = heldAnswer<SessionExport>();
    const { model, saved, switchPlayer } = owned(() => answer.promise);
    const exporting = model.exportAs('csv');
    switchPlayer('p2');
    answer.resolve(session);
    await exporting;
    expect(saved).toEqual([]);
    expect(model.state).toBe('idle');
  });

  it('its failure after a logout is not reported to the next user', async () => {
    const answer = heldAnswer<SessionExport>();
    const { model, switchPlayer } = owned(() => answer.promise);
    const exporting = model.exportAs('tcx');
    switchPlayer(null);
    answer.reject(new Error('BP_401'));
    await exporting;
    expect(model.state).toBe('idle');
  });

  it('the same player throughout: the file is saved', async () => {
    const { model, saved } = owned(() => Promise.resolve(session));
    await model.exportAs('csv');
    expect(saved).toEqual(['2026-11-03 Morning run.csv']);
  });
});
