import { isWithinRange, type DayRange } from '../../../src/domain/time/day-range';
import { mockClock } from '../../clock';
import { db } from '../../db/mock-db';
import type { PlayerRecord } from '../../db/schemas';
import { effectiveStatusOf, liveSessionsOfPlayer, sessionDayOf } from '../../db/session-queries';
import { isGeneratedPlayer, measureRosterApSeconds, rosterSessionsByPlayer } from '../../world/sessions/roster-sessions';
import { figuresOfStoredSession } from '../../world/sessions/session-figures-memo';

/**
 * The sessions the leaderboard counts: a player's processed sessions whose UTC day lies in the
 * period, with their active (AP) seconds. The demo players' sessions are the stored ones;
 * generated team-mates' are laid out on demand (mocks/world/sessions/roster-sessions.ts).
 */

export interface CountedSession {
  readonly teamId: string | null;
  readonly apSeconds: number;
}

export type SessionSource = (player: PlayerRecord, range: DayRange) => CountedSession[];

/** A source for one request: the world and the clock are read once. */
export function createSessionSource(): SessionSource {
  const now = mockClock.now();
  const roster = rosterSessionsByPlayer({ players: db.players.all(), teams: db.teams.all(), memberships: db.memberships.all() }, now);
  return (player, range) => {
    if (isGeneratedPlayer(player)) {
      return (roster.get(player.id) ?? [])
        .filter((record) => record.dataStatus === 'PROCESSED' && isWithinRange(sessionDayOf(record), range))
        .map((record) => ({ teamId: record.teamId, apSeconds: measureRosterApSeconds(record, player) }));
    }
    return liveSessionsOfPlayer(db, player.id)
      .filter((record) => effectiveStatusOf(record, now) === 'PROCESSED' && isWithinRange(sessionDayOf(record), range))
      .map((record) => ({ teamId: record.teamId, apSeconds: figuresOfStoredSession(record, player).apSeconds }));
  };
}
