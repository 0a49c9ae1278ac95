import {
  analyseSession,
  resolveAthleteHrmax,
  type SessionAnalysis,
} from '../../../src/domain/session/session-analysis';
import { resolveRestingBpm } from '../../../src/domain/heart-rate/max-heart-rate';
import type { AthleteProfile, SessionSample } from '../../../src/domain/session/session-sample';
import { liveSessionSamples } from '../../../src/domain/live/live-recording';
import { ageOnDay } from '../../../src/domain/account/age';
import { civilFromDays } from '../../../src/domain/time/civil-date';
import { MILLISECONDS_PER_DAY } from '../../../src/domain/units/time-units';
import type { PlayerRecord } from '../../db/schemas';
import type { SessionRecord } from '../../db/session-schemas';
import { simulateSession } from './session-simulator';

/**
 * Series are simulated on demand from the session's seed and analysed with the domain
 * (docs/architecture.md#mock-backend); the last few analyses are kept so the detail, segment and timeline calls of one
 * page are fast, and the small per-session figures that workload % needs are kept for all.
 */
const ANALYSIS_MEMO_SIZE = 8;

export interface AnalysedSession {
  readonly athlete: AthleteProfile;
  readonly samples: readonly SessionSample[];
  readonly analysis: SessionAnalysis;
}

/** The athlete as the domain sees them on the (UTC) day of the session. */
export function athleteOf(player: PlayerRecord, atMs: number): AthleteProfile {
  return {
    age: ageOnDay(player.birthDate, civilFromDays(Math.floor(atMs / MILLISECONDS_PER_DAY))) ?? undefined,
    weightKg: player.weightKg ?? undefined,
    sex: player.sex === 'MALE' ? 'm' : player.sex === 'FEMALE' ? 'f' : undefined,
    hrmaxMeasured: player.maxHr ?? undefined,
    restingBpm: player.restingHr,
  };
}

/** What a session's series and analysis depend on: the key of both memos (this one and the figures'). */
export function sessionMemoKey(record: SessionRecord, athlete: AthleteProfile): string {
  return JSON.stringify([record.id, record.seed, record.type, record.durationSec, record.dropouts, athlete]);
}

const recent = new Map<string, AnalysedSession>();
/** TRIMP and distance per session; the distance null when it was not measured (a belt alone). */
type ReferenceFigures = { trimp: number; distanceMeters: number | null };
const figures = new Map<string, ReferenceFigures>();
const referenceOf = (analysis: SessionAnalysis): ReferenceFigures => ({
  trimp: analysis.trimp,
  distanceMeters: analysis.movementMeasured ? analysis.distanceMeters : null,
});

/** The series of a session (not memoised): a live recording's own, else simulated from its seed. */
export function simulateStoredSession(record: SessionRecord, athlete: AthleteProfile): SessionSample[] {
  if (record.recordedBpm) return liveSessionSamples(record.recordedBpm);
  return simulateSession({
    seed: record.seed,
    type: record.type,
    durationSec: record.durationSec,
    // The simulated body's true HRmax is what the domain would use for this athlete.
    hrmax: resolveAthleteHrmax(athlete).value,
    restingBpm: resolveRestingBpm(athlete.restingBpm),
    dropouts: record.dropouts,
  }).samples;
}

/** Simulates and analyses a session, keeping the last ANALYSIS_MEMO_SIZE results. */
export function analyseStoredSession(record: SessionRecord, player: PlayerRecord): AnalysedSession {
  const athlete = athleteOf(player, record.startMs);
  const key = sessionMemoKey(record, athlete);
  const cached = recent.get(key);
  if (cached !== undefined) {
    recent.delete(key);
    recent.set(key, cached);
    return cached;
  }
  const samples = simulateStoredSession(record, athlete);
  const result: AnalysedSession = { athlete, samples, analysis: analyseSession(samples, athlete) };
  recent.set(key, result);
  figures.set(key, referenceOf(result.analysis));
  while (recent.size > ANALYSIS_MEMO_SIZE) {
    const oldest = recent.keys().next().value;
    if (oldest === undefined) break;
    recent.delete(oldest);
  }
  return result;
}

/** TRIMP and distance of a session (for the 28-day reference of workload and distance %). */
export function measureStoredSession(record: SessionRecord, player: PlayerRecord): ReferenceFigures {
  const key = sessionMemoKey(record, athleteOf(player, record.startMs));
  const known = figures.get(key);
  if (known !== undefined) return known;
  const athlete = athleteOf(player, record.startMs);
  const analysis = analyseSession(simulateStoredSession(record, athlete), athlete);
  const measured = referenceOf(analysis);
  figures.set(key, measured);
  return measured;
}

/** Forgets every memoised analysis (tests, reset). */
export function clearSessionAnalyses(): void {
  recent.clear();
  figures.clear();
}
