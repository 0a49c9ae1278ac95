import type { AthleteProfile } from '../../../src/domain/session/session-sample';
import type { PlayerRecord } from '../../db/schemas';
import type { SessionRecord } from '../../db/session-schemas';
import { athleteOf, sessionMemoKey } from './session-analysis-memo';
import { computeSessionFigures, type SessionFigures } from './session-figures';
import { figuresInWorker } from './session-figures-worker-client';
import { slicedPace } from '../../main-thread-pace';

export type { SessionFigures } from './session-figures';

/**
 * The figures of every analysed stored session, kept for all of them (a few numbers each), so
 * that lists over many sessions (dashboard, session history, leaderboard) simulate and analyse
 * each session once. The key holds everything the simulation and analysis depend on, so an edit
 * of the player's profile or a reset computes afresh.
 */
const memo = new Map<string, SessionFigures>();

interface KeyedJob {
  readonly key: string;
  readonly record: SessionRecord;
  readonly athlete: AthleteProfile;
}

/** The batches under way, by the key of each session in them: two calls at once never compute a session twice. */
const underWay = new Map<string, Promise<void>>();

async function computeBatch(jobs: readonly KeyedJob[]): Promise<void> {
  const computed = await figuresInWorker(jobs.map(({ record, athlete }) => ({ record, athlete })));
  if (computed !== null) {
    jobs.forEach((job, index) => {
      const figures = computed[index];
      if (figures !== undefined) memo.set(job.key, figures);
    });
    return;
  }
  const pace = slicedPace();
  for (const job of jobs) {
    if (memo.has(job.key)) continue;
    await pace();
    memo.set(job.key, computeSessionFigures(job.record, job.athlete));
  }
}

/**
 * Computes the figures of the sessions not known yet (docs/architecture.md#mock-backend): in a Web Worker in the
 * browser, else here a few at a time, yielding to the page in between. A list call over a player's whole history (the
 * dashboard's first answer, the history, the leaderboard) then reads them all at once, without a long task.
 */
export async function prepareFiguresOf(records: readonly SessionRecord[], player: PlayerRecord): Promise<void> {
  const jobs: KeyedJob[] = records.map((record) => {
    const athlete = athleteOf(player, record.startMs);
    return { key: sessionMemoKey(record, athlete), record, athlete };
  });
  const fresh = jobs.filter((job) => !memo.has(job.key) && !underWay.has(job.key));
  if (fresh.length > 0) {
    const batch = computeBatch(fresh);
    for (const job of fresh) underWay.set(job.key, batch);
    const forget = () => {
      for (const job of fresh) if (underWay.get(job.key) === batch) underWay.delete(job.key);
    };
    batch.then(forget, forget);
  }
  await Promise.all(jobs.flatMap((job) => underWay.get(job.key) ?? []));
}

/** The figures of a stored session (simulated from its seed, analysed with the domain). */
export function figuresOfStoredSession(record: SessionRecord, player: PlayerRecord): SessionFigures {
  const athlete = athleteOf(player, record.startMs);
  const key = sessionMemoKey(record, athlete);
  const known = memo.get(key);
  if (known !== undefined) return known;
  const figures = computeSessionFigures(record, athlete);
  memo.set(key, figures);
  return figures;
}
