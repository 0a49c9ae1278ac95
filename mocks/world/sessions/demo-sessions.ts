import type { ActivityDataStatus } from '../../../src/domain/activity/activity-type';
import { civilFromDays, daysFromCivil } from '../../../src/domain/time/civil-date';
import { getWeekday } from '../../../src/domain/time/calendar-week';
import { MILLISECONDS_PER_DAY } from '../../../src/domain/units/time-units';
import { instantOfLocalTime, localDayOf } from '../../../src/domain/time/time-zone';
import type { MembershipRecord, PlayerRecord, TeamRecord } from '../../db/schemas';
import type { SessionRecord } from '../../db/session-schemas';
import { DEMO_IDS } from '../demo-world';
import { locateGameHalves, locateSmallSidedGames } from './intensity-profile';
import { addShowcase, shareChildGame } from './showcase-sessions';
import { createSessionRandom } from './session-random';
import { newSessionRecord } from './session-record';
import { DEMO_TIME_ZONE, INDIVIDUAL_TITLES, OPPONENTS, scheduleOfTeam } from './team-schedule';

/** How far back the demo world's sessions go (about six months, docs/product-rules.md#demo-accounts). */
export const DEMO_SESSION_DAYS = 182;
/** Chance that a player misses a team session. */
const ABSENCE_CHANCE = 0.08;
/** Chance per free day of an INDIVIDUAL session: adults and children. */
const INDIVIDUAL_CHANCE = { adult: 0.22, child: 0.08 } as const;
/** Chance that an older session of any player is not PROCESSED. */
const RANDOM_FAULT_CHANCE = 0.03;

export interface SessionWorldInput {
  readonly players: readonly PlayerRecord[];
  readonly teams: readonly TeamRecord[];
  readonly memberships: readonly MembershipRecord[];
}

export interface SessionWorldOptions {
  readonly seed: number;
  /** The mock clock's "now": sessions are laid out over the DEMO_SESSION_DAYS local days (DEMO_TIME_ZONE) before its own. */
  readonly todayMs: number;
  /** The players who get sessions (default: Alex, Emma and Noah). */
  readonly playerIds?: readonly string[];
  /** The player who shows every data state and the two long sessions (default: Alex). */
  readonly showcasePlayerId?: string;
}

const DEMO_SESSION_PLAYERS: readonly string[] = [DEMO_IDS.players.alex, DEMO_IDS.players.emma, DEMO_IDS.players.noah];

/** The number (days since 1970-01-01) of the demo world's local day that holds an instant. */
export function demoDayOf(ms: number): number {
  return daysFromCivil(localDayOf(ms, DEMO_TIME_ZONE));
}

/** Start instants by local day and time: team-mates share them, and each costs a few zone look-ups. */
const localInstants = new Map<string, number>();

/** The instant of a local time of the demo world's day number `day`. */
function demoInstantOf(day: number, hour: number, minute: number): number {
  const key = `${day} ${hour}:${minute}`;
  let instant = localInstants.get(key);
  if (instant === undefined) {
    instant = instantOfLocalTime(civilFromDays(day), hour, minute, DEMO_TIME_ZONE);
    localInstants.set(key, instant);
  }
  return instant;
}

/** 0 = Sunday … 6 = Saturday, the numbering of the team schedules. */
function weekdayOf(epochDay: number): number {
  return getWeekday(civilFromDays(epochDay)) % 7;
}

/** Parity of the Monday-based week. */
function weekParityOf(epochDay: number): 0 | 1 {
  return (Math.floor((epochDay + 3) / 7) % 2) as 0 | 1;
}

function ageAt(birthDate: string, epochDay: number): number {
  const born = Date.parse(`${birthDate}T00:00:00Z`);
  return Number.isFinite(born) ? (epochDay * MILLISECONDS_PER_DAY - born) / (365.25 * MILLISECONDS_PER_DAY) : 30;
}

function seedSegments(record: SessionRecord, trainingCount: number): SessionRecord {
  if (record.dataStatus !== 'PROCESSED') return record;
  if (record.type === 'GAME') {
    const { first, second } = locateGameHalves(record.durationSec);
    return {
      ...record,
      nextItemNumber: 3,
      segments: [
        { id: `${record.id}-s1`, name: 'First half', startSec: first[0], endSec: first[1] },
        { id: `${record.id}-s2`, name: 'Second half', startSec: second[0], endSec: second[1] },
      ],
    };
  }
  if (record.type === 'TRAINING' && trainingCount % 3 === 0) {
    const [from, to] = locateSmallSidedGames(record.durationSec);
    return {
      ...record,
      nextItemNumber: 2,
      segments: [{ id: `${record.id}-s1`, name: 'Small-sided games', startSec: from, endSec: to }],
    };
  }
  return record;
}

function playerSessions(player: PlayerRecord, input: SessionWorldInput, options: SessionWorldOptions): SessionRecord[] {
  const random = createSessionRandom(`${options.seed}:${player.id}`);
  const today = demoDayOf(options.todayMs);
  const teamIds = new Set(
    input.memberships.filter((m) => m.playerId === player.id && m.role === 'PLAYER').map((m) => m.teamId),
  );
  const teams = input.teams.map((team, index) => ({ team, index })).filter(({ team }) => teamIds.has(team.id));
  const adult = ageAt(player.birthDate, today) >= 18;
  const records: SessionRecord[] = [];
  let trainingCount = 0;
  for (let day = today - DEMO_SESSION_DAYS; day < today; day += 1) {
    const weekday = weekdayOf(day);
    let teamSessionToday = false;
    for (const { team, index } of teams) {
      for (const slot of scheduleOfTeam(index)) {
        if (
          slot.weekday !== weekday ||
          (slot.everyOtherWeek !== undefined && slot.everyOtherWeek !== weekParityOf(day))
        )
          continue;
        if (random.chance(ABSENCE_CHANCE)) continue;
        teamSessionToday = true;
        const eventId = `ev-${team.id}-${civilFromDays(day)}`;
        const title =
          slot.type === 'GAME' ? `${slot.title} vs ${createSessionRandom(eventId).pick(OPPONENTS)}` : slot.title;
        const record = newSessionRecord({
          id: `pa-${player.id}-${civilFromDays(day)}-${slot.hour}${slot.minute}`,
          playerId: player.id,
          teamId: team.id,
          eventId,
          type: slot.type,
          title,
          startMs: demoInstantOf(day, slot.hour, slot.minute),
          durationSec: slot.minutes * 60 + random.int(-240, 240),
          coachRun: slot.type === 'GAME',
          dataStatus: randomStatus(random.next(), day, today),
        });
        if (record.type === 'TRAINING') trainingCount += 1;
        records.push(seedSegments(record, trainingCount));
      }
    }
    if (!teamSessionToday && random.chance(adult ? INDIVIDUAL_CHANCE.adult : INDIVIDUAL_CHANCE.child)) {
      const morning = random.chance(0.6);
      records.push(
        newSessionRecord({
          id: `pa-${player.id}-${civilFromDays(day)}-ind`,
          playerId: player.id,
          teamId: null,
          eventId: null,
          type: 'INDIVIDUAL',
          title: random.pick(INDIVIDUAL_TITLES),
          startMs: morning ? demoInstantOf(day, 7, 0) : demoInstantOf(day, 12, 30),
          durationSec: random.int(adult ? 30 : 20, adult ? 75 : 45) * 60,
          dataStatus: randomStatus(random.next(), day, today),
        }),
      );
    }
  }
  return records;
}

function randomStatus(draw: number, day: number, today: number): ActivityDataStatus {
  if (today - day < 3 || draw >= RANDOM_FAULT_CHANCE) return 'PROCESSED';
  const faults: readonly ActivityDataStatus[] = ['INVALID', 'FAILED', 'BELT_NOT_WORN'];
  return faults[Math.floor((draw / RANDOM_FAULT_CHANCE) * faults.length)] ?? 'INVALID';
}

/**
 * The demo world's sessions: ~6 months of GAME, TRAINING, OTHER and INDIVIDUAL sessions for
 * each demo player, the same for the same seed and day. The showcase player (Alex) also gets
 * every data state, the 3 h 50 and 4 h 30 sessions, attachments and descriptions; Emma's latest
 * processed GAME is shared (DEMO_SHARE_TOKENS.child).
 * Sorted by start time, oldest first.
 */
export function buildDemoSessions(input: SessionWorldInput, options: SessionWorldOptions): SessionRecord[] {
  const playerIds = options.playerIds ?? DEMO_SESSION_PLAYERS;
  const showcase = options.showcasePlayerId ?? DEMO_IDS.players.alex;
  const records: SessionRecord[] = [];
  for (const playerId of playerIds) {
    const player = input.players.find((p) => p.id === playerId);
    if (player === undefined) continue;
    const own = playerSessions(player, input, options);
    if (playerId === showcase) records.push(...addShowcase(own, player.id, civilFromDays(demoDayOf(options.todayMs))));
    else records.push(...(playerId === DEMO_IDS.players.emma ? shareChildGame(own) : own));
  }
  return records.sort((a, b) => a.startMs - b.startMs || a.id.localeCompare(b.id));
}
