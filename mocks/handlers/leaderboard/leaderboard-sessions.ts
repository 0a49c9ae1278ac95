import type { DayRange } from '../../../src/domain/time/day-range';
import { instantsOfDays, type TimeZone } from '../../../src/domain/time/time-zone';
import { mockClock } from '../../clock';
import { db } from '../../db/mock-db';
import type { PlayerRecord } from '../../db/schemas';
import { effectiveStatusOf, liveSessionsOfPlayer } from '../../db/session-queries';
import {
  isGeneratedPlayer,
  measureRosterApSeconds,
  rosterSessionsByPlayer,
} from '../../world/sessions/roster-sessions';
import { figuresOfStoredSession, prepareFiguresOf } from '../../world/sessions/session-figures-memo';

/**
 * The sessions the leaderboard counts: a player's processed sessions that start on a day of the
 * period, local days in the viewer's zone (from the first instant of its first day to the first
 * instant after its last), with their active (AP) seconds. The demo players' sessions are the stored ones;
 * generated team-mates' are laid out on demand (mocks/world/sessions/roster-sessions.ts).
 */

export interface CountedSession {
  readonly teamId: string | null;
  /** Null when the session measured no AP (a belt alone, docs/api-sessions.md#figures-not-measured). */
  readonly apSeconds: number | null;
}

export type SessionSource = (player: PlayerRecord, range: DayRange) => CountedSession[];

/**
 * Computes the figures of the stored players' processed sessions that are not known yet, yielding to the page in
 * between, so that a source then reads them without one long task (the generated team-mates' are cheap).
 */
export async function prepareStoredSessionFigures(): Promise<void> {
  const now = mockClock.now();
  for (const player of db.players.all().filter((candidate) => !isGeneratedPlayer(candidate))) {
    await prepareFiguresOf(
      liveSessionsOfPlayer(db, player.id).filter((record) => effectiveStatusOf(record, now) === 'PROCESSED'),
      player,
    );
  }
}

/** A source for one request in the viewer's `timeZone`: the world and the clock are read once. */
export function createSessionSource(timeZone: TimeZone): SessionSource {
  const now = mockClock.now();
  const roster = rosterSessionsByPlayer(
    { players: db.players.all(), teams: db.teams.all(), memberships: db.memberships.all() },
    now,
  );
  const spans = new Map<string, { startMs: number; endMs: number }>();
  const spanOf = (range: DayRange) => {
    const key = `${range.from}/${range.to}`;
    let span = spans.get(key);
    if (span === undefined) {
      span = instantsOfDays(range.from, range.to, timeZone);
      spans.set(key, span);
    }
    return span;
  };
  return (player, range) => {
    const { startMs, endMs } = spanOf(range);
    const inPeriod = (record: { startMs: number }) => record.startMs >= startMs && record.startMs < endMs;
    if (isGeneratedPlayer(player)) {
      return (roster.get(player.id) ?? [])
        .filter((record) => record.dataStatus === 'PROCESSED' && inPeriod(record))
        .map((record) => ({ teamId: record.teamId, apSeconds: measureRosterApSeconds(record, player) }));
    }
    return liveSessionsOfPlayer(db, player.id)
      .filter((record) => effectiveStatusOf(record, now) === 'PROCESSED' && inPeriod(record))
      .map((record) => ({ teamId: record.teamId, apSeconds: figuresOfStoredSession(record, player).apSeconds }));
  };
}
