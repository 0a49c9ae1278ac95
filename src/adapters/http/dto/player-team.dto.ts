import { IsString } from 'class-validator';
import type { PlayerTeam } from '../../../domain/dashboard/dashboard-data';
import { ApiError } from '../../../domain/errors/api-error';
import { IsId } from './activity-common.dto';
import { buildDtoOrKeep, listValidationProblems } from './validate-dto';

export class PlayerTeamDto implements PlayerTeam {
  @IsId() teamId!: string;
  @IsString() name!: string;
  @IsString() organization!: string;
}

/** GET /web/players/{playerId}/teams and GET /common/teams: an array of teams. */
export function readPlayerTeamsResponse(raw: unknown, call: string): PlayerTeam[] {
  if (!Array.isArray(raw)) throw new ApiError('BAD_RESPONSE', `Malformed answer to ${call}: not an array`, 200);
  const teams: PlayerTeam[] = [];
  raw
    .map((value: unknown) => buildDtoOrKeep(PlayerTeamDto, value))
    .forEach((item: unknown, index) => {
      const problems = item instanceof PlayerTeamDto ? listValidationProblems(item) : ['not an object'];
      if (problems.length > 0)
        throw new ApiError(
          'BAD_RESPONSE',
          `Malformed answer to ${call}: [${index}] ${problems.slice(0, 3).join('; ')}`,
          200,
        );
      teams.push(item as PlayerTeamDto);
    });
  return teams;
}
