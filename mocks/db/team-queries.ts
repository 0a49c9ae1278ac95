import type { PlayerTeam } from '../../src/domain/dashboard/dashboard-data';
import type { MockDb } from './mock-db';
import type { TeamRecord } from './schemas';

/** Read-side questions about teams and their players. */

/** The teams a player plays in (role PLAYER), in the order of the teams collection. */
export function teamsOfPlayer(db: MockDb, playerId: string): TeamRecord[] {
  const memberOf = new Set(db.memberships.findMany((q) => q.where({ playerId, role: 'PLAYER' })).map((m) => m.teamId));
  return db.teams.findMany((q) => q.where({ id: (id) => memberOf.has(id) }));
}

/** The players of a team (role PLAYER), as player ids. */
export function playerIdsOfTeam(db: MockDb, teamId: string): string[] {
  return db.memberships.findMany((q) => q.where({ teamId, role: 'PLAYER' })).map((m) => m.playerId);
}

/** The team as the API sends it. */
export function toPlayerTeam(team: TeamRecord): PlayerTeam {
  return { teamId: team.id, name: team.name, organization: team.organization };
}

/** The teams of several players, each team once, in the order of the teams collection. */
export function teamsOfPlayers(db: MockDb, playerIds: readonly string[]): TeamRecord[] {
  const wanted = new Set(playerIds.flatMap((playerId) => teamsOfPlayer(db, playerId).map((team) => team.id)));
  return db.teams.findMany((q) => q.where({ id: (id) => wanted.has(id) }));
}
