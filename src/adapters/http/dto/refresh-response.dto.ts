import { IsNotEmpty, IsString } from 'class-validator';
import type { AuthTokens } from '../../../application/ports/token-store.port';
import { readDto } from './validate-dto';

/** POST /refresh answers `{accessToken, refreshToken}` (docs/api.md). */
class RefreshResponseDto {
  @IsString() @IsNotEmpty() accessToken!: string;
  @IsString() @IsNotEmpty() refreshToken!: string;
}

/** Validates the /refresh answer; a malformed one throws ApiError('BAD_RESPONSE'). */
export function readRefreshResponse(raw: unknown): AuthTokens {
  const dto = readDto(RefreshResponseDto, raw, 'POST /refresh');
  return { accessToken: dto.accessToken, refreshToken: dto.refreshToken };
}
