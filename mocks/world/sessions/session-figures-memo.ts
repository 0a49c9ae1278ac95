import { analyseSession, type SessionAnalysis } from '../../../src/domain/session/session-analysis';
import type { AthleteProfile } from '../../../src/domain/session/session-sample';
import type { PlayerRecord } from '../../db/schemas';
import type { SessionRecord } from '../../db/session-schemas';
import { athleteOf, simulateStoredSession } from './session-analysis-memo';

/**
 * The figures of every analysed stored session, kept for all of them (a few numbers each), so
 * that lists over many sessions (dashboard, session history, leaderboard) simulate and analyse
 * each session once. The key holds everything the simulation and analysis depend on, so an edit
 * of the player's profile or a reset computes afresh.
 */
export interface SessionFigures {
  /** Analysed length (the first 4 h at most). */
  readonly durationSeconds: number;
  readonly avgBpm: number | null;
  readonly maxBpm: number | null;
  readonly timeAbove80Seconds: number;
  readonly apSeconds: number;
  readonly apPercent: number;
  readonly calories: number | null;
  readonly met: number | null;
  readonly trimp: number;
  readonly distanceMeters: number;
  readonly highSpeedMeters: number;
  readonly sprints: number;
}

const memo = new Map<string, SessionFigures>();

function toSessionFigures(analysis: SessionAnalysis): SessionFigures {
  return {
    durationSeconds: analysis.durationSeconds,
    avgBpm: analysis.avgBpm,
    maxBpm: analysis.maxBpm,
    timeAbove80Seconds: analysis.timeAbove80Seconds,
    apSeconds: analysis.activeSeconds,
    apPercent: analysis.activePercent,
    calories: analysis.calories,
    met: analysis.met,
    trimp: analysis.trimp,
    distanceMeters: analysis.distanceMeters,
    highSpeedMeters: analysis.highSpeedMeters,
    sprints: analysis.sprints,
  };
}

function keyOf(record: SessionRecord, athlete: AthleteProfile): string {
  return JSON.stringify([record.id, record.seed, record.type, record.durationSec, record.dropouts, athlete]);
}

/** Work on the page's main thread between two yields: well under the 50 ms a long task starts at, on a slow phone. */
const SLICE_MS = 8;

/** Resolves in a later task, so the page can paint and take input between two slices of the mock's work. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Computes the figures of the sessions not known yet, a few at a time, yielding to the page in between
 * (docs/architecture.md#mock-backend): a list call over a player's whole history (the dashboard's first answer,
 * the history, the leaderboard) then reads them all at once, without one long task for the first visit.
 */
export async function prepareFiguresOf(records: readonly SessionRecord[], player: PlayerRecord): Promise<void> {
  let sliceStart = performance.now();
  for (const record of records) {
    if (memo.has(keyOf(record, athleteOf(player, record.startMs)))) continue;
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTask();
      sliceStart = performance.now();
    }
    figuresOfStoredSession(record, player);
  }
}

/** The figures of a stored session (simulated from its seed, analysed with the domain). */
export function figuresOfStoredSession(record: SessionRecord, player: PlayerRecord): SessionFigures {
  const athlete = athleteOf(player, record.startMs);
  const key = keyOf(record, athlete);
  const known = memo.get(key);
  if (known !== undefined) return known;
  const figures = toSessionFigures(analyseSession(simulateStoredSession(record, athlete), athlete));
  memo.set(key, figures);
  return figures;
}
