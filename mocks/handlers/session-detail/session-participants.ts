import type { ActivityParticipants, ParticipantPlayer } from '../../../src/domain/activity/activity';
import { db } from '../../db/mock-db';
import type { PlayerRecord } from '../../db/schemas';
import { sessionCollection } from '../../db/sessions';
import type { SessionRecord } from '../../db/session-schemas';
import { createSessionRandom } from '../../world/sessions/session-random';
import { coachOfTeam } from '../../world/sessions/team-schedule';

/** Team sessions list who took part (docs/product-rules.md#what-each-page-can-do): 12–25 players, the coach and the team captain. */
const MIN_TEAM_SESSION_PLAYERS = 12;
const MAX_TEAM_SESSION_PLAYERS = 25;
const ATTENDANCE = 0.88;

function toParticipant(player: PlayerRecord): ParticipantPlayer {
  return { playerId: player.id, firstName: player.firstName, lastName: player.lastName };
}

/** The team's players in store order (generated team-mates and demo players). */
function rosterOf(teamId: string): PlayerRecord[] {
  const ids = new Set(db.memberships.findMany((q) => q.where({ teamId, role: 'PLAYER' })).map((m) => m.playerId));
  return db.players.findMany((q) => q.where({ id: (id) => ids.has(id) }));
}

/** The team captain: one roster player, the same for every session of the team. */
function captainOf(teamId: string): PlayerRecord | null {
  const roster = rosterOf(teamId);
  return roster.length === 0 ? null : createSessionRandom(`captain:${teamId}`).pick(roster);
}

export function participantsOf(record: SessionRecord): ActivityParticipants {
  if (record.teamId === null || record.eventId === null) return { players: [], coach: null, teamCaptain: null };
  const teamId = record.teamId;
  const eventId = record.eventId;
  const roster = rosterOf(teamId);
  // Demo players attend when they have a (not deleted) session of this event; the others by draw.
  const recorded = new Set(
    sessionCollection(db)
      .findMany((q) => q.where({ eventId, deleted: false }))
      .map((session) => session.playerId),
  );
  const demoIds = new Set(
    sessionCollection(db)
      .findMany((q) => q.where({ teamId }))
      .map((session) => session.playerId),
  );
  const random = createSessionRandom(`attendance:${eventId}`);
  const present: PlayerRecord[] = [];
  const absent: PlayerRecord[] = [];
  for (const player of roster) {
    const attends = demoIds.has(player.id) ? recorded.has(player.id) : random.chance(ATTENDANCE);
    (attends ? present : absent).push(player);
  }
  while (present.length < MIN_TEAM_SESSION_PLAYERS && absent.length > 0) {
    const next = absent.find((player) => !demoIds.has(player.id)) ?? absent[0];
    if (next === undefined) break;
    absent.splice(absent.indexOf(next), 1);
    present.push(next);
  }
  const teamIndex = db.teams.all().findIndex((team) => team.id === teamId);
  const captain = captainOf(teamId);
  return {
    players: present.slice(0, MAX_TEAM_SESSION_PLAYERS).map(toParticipant),
    coach: coachOfTeam(Math.max(0, teamIndex)),
    teamCaptain: captain === null ? null : toParticipant(captain),
  };
}
