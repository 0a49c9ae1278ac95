import { IsDefined, IsNotEmpty, IsString } from 'class-validator';
import { NestedDto, readDto } from './validate-dto';
import { UserDto } from './user.dto';

/** POST /login answers `{accessToken, refreshToken, email, userDetails: User}` (docs/api.md). */
export class LoginResponseDto {
  @IsString() @IsNotEmpty() accessToken!: string;
  @IsString() @IsNotEmpty() refreshToken!: string;
  @IsString() @IsNotEmpty() email!: string;
  @IsDefined() @NestedDto(() => UserDto) userDetails!: UserDto;
}

/** Validates the /login answer; a malformed one throws ApiError('BAD_RESPONSE'). */
export function readLoginResponse(raw: unknown): LoginResponseDto {
  return readDto(LoginResponseDto, raw, 'POST /login');
}
