import { countMeasured, sumMeasured } from '../../../src/domain/activity/measured-figure';
import type { PlayerTeam } from '../../../src/domain/dashboard/dashboard-data';
import type { LeaderboardRow } from '../../../src/domain/leaderboard/leaderboard';
import type { LeaderboardSettings } from '../../../src/domain/leaderboard/leaderboard-query';
import {
  aggregateApMinutes,
  rankLeaderboard,
  type LeaderboardFigures,
} from '../../../src/domain/leaderboard/leaderboard-ranking';
import { listPlayer, type PlayerListing } from '../../../src/domain/leaderboard/leaderboard-names';
import type { IsoDate } from '../../../src/domain/time/civil-date';
import type { DayRange } from '../../../src/domain/time/day-range';
import { findAccountById, findPlayerById } from '../../db/account-queries';
import { db } from '../../db/mock-db';
import type { PlayerRecord, TeamRecord } from '../../db/schemas';
import { playerIdsOfTeam, teamsOfPlayer } from '../../db/team-queries';
import { hasRosterConsent, isGeneratedPlayer } from '../../world/sessions/roster-sessions';
import type { CountedSession, SessionSource } from './leaderboard-sessions';

/**
 * The two boards (docs/api-dashboard.md#leaderboard), ranked with the domain: teams (team mode)
 * and players (individual mode), each for the period and the one before it (for the change).
 */

export interface Periods {
  readonly current: DayRange;
  readonly previous: DayRange;
}

/** The sessions counted, and the AP of those that measured it (null when none did: docs/product-rules.md#not-measured). */
function sum(sessions: readonly CountedSession[]): Pick<LeaderboardFigures, 'sessions' | 'apSeconds' | 'apSessions'> {
  const ap = sessions.map((session) => session.apSeconds);
  return { sessions: sessions.length, apSeconds: sumMeasured(ap), apSessions: countMeasured(ap) };
}

/** The minutes column follows the aggregation; with SESSIONS (no aggregation sent) it is the total. */
function minutesOf(figures: LeaderboardFigures, settings: LeaderboardSettings): number | null {
  return aggregateApMinutes(
    figures.apSeconds,
    figures.apSessions,
    settings.dataType === 'MINUTES' ? settings.aggregationMethod : 'SUM',
  );
}

/** Team mode: every team of the population, its players' sessions of that team summed. */
export function rankTeams(
  teams: readonly TeamRecord[],
  selectedTeamId: string,
  settings: LeaderboardSettings,
  periods: Periods,
  sessionsOf: SessionSource,
): LeaderboardRow[] {
  const figuresIn = (range: DayRange): LeaderboardFigures[] =>
    teams.map((team) => {
      const sessions = playerIdsOfTeam(db, team.id).flatMap((playerId) => {
        const player = findPlayerById(db, playerId);
        return player === undefined ? [] : sessionsOf(player, range).filter((session) => session.teamId === team.id);
      });
      return { id: team.id, name: team.name, ...sum(sessions) };
    });
  const names = new Map(teams.map((team) => [team.id, team.name] as const));
  return rankLeaderboard(
    figuresIn(periods.current),
    figuresIn(periods.previous),
    settings.dataType,
    settings.aggregationMethod,
  ).map((standing) => ({
    kind: 'TEAM',
    rank: standing.rank,
    previousRank: standing.previousRank,
    change: standing.change,
    teamId: standing.entry.id,
    teamName: names.get(standing.entry.id) ?? '',
    playerId: null,
    firstName: null,
    lastName: null,
    minutes: minutesOf(standing.entry, settings),
    sessions: standing.entry.sessions,
    current: standing.entry.id === selectedTeamId,
  }));
}

/**
 * Whether the community may see the player: generated team-mates by a seeded draw, a child of a
 * parent by the consent their parent gave for them alone, the others by `systemWideActivityPrivacy`
 * of their account.
 */
function hasCommunityConsent(player: PlayerRecord): boolean {
  if (isGeneratedPlayer(player)) return hasRosterConsent(player.id);
  if (player.accountId === null) return player.systemWideActivityPrivacy === true;
  return findAccountById(db, player.accountId)?.systemWideActivityPrivacy === true;
}

/** Who looks at a player board: their local day (for ages) and the clubs of the player the board is for. */
interface BoardViewer {
  readonly day: IsoDate;
  readonly clubs: ReadonlySet<string>;
}

/**
 * How the board names `player` and whether it shows their team (docs/product-rules.md#names-of-minors-on-the-leaderboard):
 * inside their own club (the club scope, a club they play in) as they are; beyond it a player under
 * 13 on the viewer's day by first name and last initial, without a team. Decided here, so a
 * shortened name never leaves the server.
 */
function listingOf(player: PlayerRecord, viewer: BoardViewer, scope: LeaderboardSettings['scope']): PlayerListing {
  const withinOwnClub =
    scope === 'TEAM' && teamsOfPlayer(db, player.id).some((team) => viewer.clubs.has(team.organization));
  return listPlayer(player, viewer.day, withinOwnClub);
}

interface PlayerFigures extends LeaderboardFigures {
  readonly player: PlayerRecord;
  readonly team: PlayerTeam | null;
  readonly listing: PlayerListing;
}

/** The team shown beside a player: the first one shared with `preferred`, else their first. */
function teamShownFor(player: PlayerRecord, preferred: ReadonlySet<string>): PlayerTeam | null {
  const teams = teamsOfPlayer(db, player.id);
  const team = teams.find((candidate) => preferred.has(candidate.id)) ?? teams[0];
  return team === undefined ? null : { teamId: team.id, name: team.name, organization: team.organization };
}

/** Individual mode: consenting players of the population, all their sessions summed, each named as `viewer` may see them. */
export function rankPlayers(
  playerIds: readonly string[],
  preferredTeams: ReadonlySet<string>,
  isCurrent: (playerId: string) => boolean,
  settings: LeaderboardSettings,
  periods: Periods,
  sessionsOf: SessionSource,
  viewer: BoardViewer,
): LeaderboardRow[] {
  const listed: { player: PlayerRecord; team: PlayerTeam | null; listing: PlayerListing }[] = [];
  for (const playerId of playerIds) {
    const player = findPlayerById(db, playerId);
    const team = player === undefined ? null : teamShownFor(player, preferredTeams);
    if (player === undefined || team === null || !hasCommunityConsent(player)) continue;
    const listing = listingOf(player, viewer, settings.scope);
    listed.push({ player, team: listing.showsTeam ? team : null, listing });
  }
  const figuresIn = (range: DayRange): PlayerFigures[] =>
    listed.map(({ player, team, listing }) => ({
      id: player.id,
      // Equal values are listed by the name shown.
      name: `${listing.firstName} ${listing.lastName}`,
      player,
      team,
      listing,
      ...sum(sessionsOf(player, range)),
    }));
  return rankLeaderboard(
    figuresIn(periods.current),
    figuresIn(periods.previous),
    settings.dataType,
    settings.aggregationMethod,
  ).map((standing) => ({
    kind: 'PLAYER',
    rank: standing.rank,
    previousRank: standing.previousRank,
    change: standing.change,
    teamId: standing.entry.team?.teamId ?? null,
    teamName: standing.entry.team?.name ?? null,
    playerId: standing.entry.id,
    firstName: standing.entry.listing.firstName,
    lastName: standing.entry.listing.lastName,
    minutes: minutesOf(standing.entry, settings),
    sessions: standing.entry.sessions,
    current: isCurrent(standing.entry.id),
  }));
}
