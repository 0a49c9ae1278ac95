import { analyseSession } from '../../../src/domain/session/session-analysis';
import type { SessionSample } from '../../../src/domain/session/session-sample';
import { resolveRestingBpm } from '../../../src/domain/heart-rate/max-heart-rate';
import { resolveAthleteHrmax } from '../../../src/domain/session/session-analysis';
import type { PlayerRecord } from '../../db/schemas';
import type { SessionRecord } from '../../db/session-schemas';
import { DEMO_WORLD_SEED } from '../demo-world';
import { buildDemoSessions, demoDayOf, type SessionWorldInput } from './demo-sessions';
import { buildIntensityProfile, type IntensityBlock } from './intensity-profile';
import { athleteOf } from './session-analysis-memo';
import { createSessionRandom } from './session-random';

/**
 * Sessions of the generated team-mates (players without an account of their own or of a
 * parent), for the leaderboard. They are not stored: they are laid out on demand with the same
 * team schedules as the demo players' sessions (`buildDemoSessions`, so team-mates share the
 * team events), for the mock clock's day. Each is analysed with the domain from a coarse series
 * (one sample every COARSE_STEP_SECONDS from the session's intensity profile, no heart-rate
 * dynamics): full 1-s simulation of ~80 players' months would take seconds, and the leaderboard
 * needs only AP minutes.
 */
const COARSE_STEP_SECONDS = 5;
/** Share of generated team-mates who let the community see their sessions (our choice). */
const ROSTER_CONSENT_CHANCE = 0.85;

/** Generated team-mates: no login of their own and no parent account. */
export function isGeneratedPlayer(player: PlayerRecord): boolean {
  return player.accountId === null && player.parentAccountId === null;
}

/** Whether a generated team-mate shows on the community leaderboard (drawn once per player). */
export function hasRosterConsent(playerId: string): boolean {
  return createSessionRandom(`consent:${playerId}`).chance(ROSTER_CONSENT_CHANCE);
}

let laidOut: { key: string; byPlayer: Map<string, SessionRecord[]> } | null = null;

/** The generated team-mates' sessions by player, laid out for the demo world's local day of `todayMs` (memoised). */
export function rosterSessionsByPlayer(
  world: SessionWorldInput,
  todayMs: number,
): ReadonlyMap<string, readonly SessionRecord[]> {
  const playerIds = world.players.filter(isGeneratedPlayer).map((player) => player.id);
  const key = JSON.stringify([demoDayOf(todayMs), playerIds.length, world.memberships.length]);
  if (laidOut?.key === key) return laidOut.byPlayer;
  const records = buildDemoSessions(world, { seed: DEMO_WORLD_SEED, todayMs, playerIds, showcasePlayerId: '' });
  const byPlayer = new Map<string, SessionRecord[]>();
  for (const record of records) {
    const list = byPlayer.get(record.playerId);
    if (list === undefined) byPlayer.set(record.playerId, [record]);
    else list.push(record);
  }
  laidOut = { key, byPlayer };
  return byPlayer;
}

/** A coarse series of a session: its intensity profile sampled every COARSE_STEP_SECONDS. */
function simulateCoarseSession(record: SessionRecord, player: PlayerRecord): SessionSample[] {
  const random = createSessionRandom(record.seed);
  const profile = buildIntensityProfile(record.type, record.durationSec, random);
  const athlete = athleteOf(player, record.startMs);
  const hrmax = resolveAthleteHrmax(athlete).value;
  const resting = resolveRestingBpm(athlete.restingBpm);
  const samples: SessionSample[] = [];
  let index = 0;
  for (let t = 0; t <= record.durationSec; t += COARSE_STEP_SECONDS) {
    while (
      index < profile.length - 1 &&
      t >= (profile[index] as IntensityBlock).startSec + (profile[index] as IntensityBlock).durationSec
    )
      index += 1;
    const block = profile[index];
    if (block === undefined) break;
    const speed = block.stochasticSpeed
      ? block.speed * random.between(0, 1.6)
      : Math.max(0, block.speed + random.normal() * 0.1);
    // Karvonen target of the block, as the full simulator aims at.
    const bpm = resting + block.intensity * (hrmax - resting) + random.normal() * 2;
    samples.push({ t, bpm: Math.round(bpm), speed: Math.round(speed * 100) / 100 });
  }
  return samples;
}

const apMemo = new Map<string, number>();

/** Active (AP) seconds of a generated team-mate's session, from its coarse series. */
export function measureRosterApSeconds(record: SessionRecord, player: PlayerRecord): number {
  const known = apMemo.get(record.id);
  if (known !== undefined) return known;
  const activeSeconds = analyseSession(
    simulateCoarseSession(record, player),
    athleteOf(player, record.startMs),
  ).activeSeconds;
  apMemo.set(record.id, activeSeconds);
  return activeSeconds;
}
