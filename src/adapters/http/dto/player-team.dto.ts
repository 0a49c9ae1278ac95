import { IsString } from 'class-validator';
import type { PlayerTeam } from '../../../domain/dashboard/dashboard-data';
import { ApiError } from '../../../domain/errors/api-error';
import { IsId, nestedEach } from './activity-common.dto';
import { listValidationProblems } from './validate-dto';

export class PlayerTeamDto implements PlayerTeam {
  @IsId() teamId!: string;
  @IsString() name!: string;
  @IsString() organization!: string;
}
export const PLAYER_TEAM_FIELDS = ['teamId', 'name', 'organization'] as const satisfies readonly (keyof PlayerTeamDto)[];

/** GET /web/players/{playerId}/teams and GET /common/teams: an array of teams. */
export function readPlayerTeamsResponse(raw: unknown, call: string): PlayerTeam[] {
  const items = nestedEach(raw, () => new PlayerTeamDto(), PLAYER_TEAM_FIELDS);
  if (!Array.isArray(items)) throw new ApiError('BAD_RESPONSE', `Malformed answer to ${call}: not an array`, 200);
  const teams: PlayerTeam[] = [];
  items.forEach((item: unknown, index) => {
    const problems = item instanceof PlayerTeamDto ? listValidationProblems(item) : ['not an object'];
    if (problems.length > 0) throw new ApiError('BAD_RESPONSE', `Malformed answer to ${call}: [${index}] ${problems.slice(0, 3).join('; ')}`, 200);
    teams.push(item as PlayerTeamDto);
  });
  return teams;
}
