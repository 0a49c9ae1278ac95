import { IsDefined, IsNotEmpty, IsString, ValidateNested } from 'class-validator';
import { assertValidResponse, copyFields, isPlainRecord } from './validate-dto';
import { buildUserDto, UserDto } from './user.dto';

/** POST /login answers `{accessToken, refreshToken, email, userDetails: User}` (docs/api.md). */
export class LoginResponseDto {
  @IsString() @IsNotEmpty() accessToken!: string;
  @IsString() @IsNotEmpty() refreshToken!: string;
  @IsString() @IsNotEmpty() email!: string;
  @IsDefined() @ValidateNested() userDetails!: UserDto;
}

/** Validates the /login answer; a malformed one throws ApiError('BAD_RESPONSE'). */
export function readLoginResponse(raw: unknown): LoginResponseDto {
  const dto = copyFields(new LoginResponseDto(), raw, ['accessToken', 'refreshToken', 'email', 'userDetails']);
  const fields = dto as unknown as Record<string, unknown>;
  if (isPlainRecord(fields['userDetails'])) fields['userDetails'] = buildUserDto(fields['userDetails']);
  assertValidResponse(dto, 'POST /login');
  return dto;
}
