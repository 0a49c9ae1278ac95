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
