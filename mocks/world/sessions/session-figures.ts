import { analyseSession } from '../../../src/domain/session/session-analysis';
import type { AthleteProfile } from '../../../src/domain/session/session-sample';
import type { SessionRecord } from '../../db/session-schemas';
import { simulateStoredSession } from './session-analysis-memo';

/** The few numbers of an analysed stored session that the lists (dashboard, history, leaderboard) show. */
export interface SessionFigures {
  /** Analysed length (the first 4 h at most). */
  readonly durationSeconds: number;
  readonly avgBpm: number | null;
  readonly maxBpm: number | null;
  readonly timeAbove80Seconds: number;
  /** AP, distance, high-speed distance and sprints: null when not measured (a belt alone, docs/api-sessions.md#figures-not-measured). */
  readonly apSeconds: number | null;
  readonly apPercent: number | null;
  readonly calories: number | null;
  readonly met: number | null;
  readonly trimp: number;
  readonly distanceMeters: number | null;
  readonly highSpeedMeters: number | null;
  readonly sprints: number | null;
}

/** The figures of a stored session: its series simulated from its seed (or its own, recorded live), analysed with the domain. */
export function computeSessionFigures(record: SessionRecord, athlete: AthleteProfile): SessionFigures {
  const analysis = analyseSession(simulateStoredSession(record, athlete), athlete);
  const moved = analysis.movementMeasured;
  return {
    durationSeconds: analysis.durationSeconds,
    avgBpm: analysis.avgBpm,
    maxBpm: analysis.maxBpm,
    timeAbove80Seconds: analysis.timeAbove80Seconds,
    apSeconds: moved ? analysis.activeSeconds : null,
    apPercent: moved ? analysis.activePercent : null,
    calories: analysis.calories,
    met: analysis.met,
    trimp: analysis.trimp,
    distanceMeters: moved ? analysis.distanceMeters : null,
    highSpeedMeters: moved ? analysis.highSpeedMeters : null,
    sprints: moved ? analysis.sprints : null,
  };
}

/** One session to compute, with the athlete as the domain sees them on its day. */
export interface SessionFiguresJob {
  readonly record: SessionRecord;
  readonly athlete: AthleteProfile;
}
