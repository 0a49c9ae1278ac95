import { IsArray, IsBoolean, IsIn, IsNotEmpty, IsObject, IsOptional, IsString, ValidateIf } from 'class-validator';
import {
  LOCALES,
  type AccountStatus,
  type DistanceUnit,
  type HeightWeightUnit,
  type Locale,
} from '../../../domain/account/user';
import { buildDto, listValidationProblems, NestedDto, NestedDtoEach, readDto } from './validate-dto';

export const ACCOUNT_STATUSES: readonly AccountStatus[] = ['ACTIVE', 'NOT_VERIFIED', 'INVITED'];
const UNIT_SYSTEMS: readonly (DistanceUnit & HeightWeightUnit)[] = ['METRIC', 'IMPERIAL'];

export class PhoneDto {
  @IsString() countryCode!: string;
  @IsString() number!: string;
}

export class AdditionalEmailDto {
  @IsString() @IsNotEmpty() id!: string;
  @IsString() email!: string;
  @IsBoolean() confirmed!: boolean;
}

export class ChildPlayerDto {
  @IsString() @IsNotEmpty() playerId!: string;
  @IsString() firstName!: string;
  @IsString() lastName!: string;
  @ValidateIf((child: ChildPlayerDto) => child.photo !== null) @IsString() photo!: string | null;
  /** Ours, optional: the leaderboard consent for this child (docs/api-dashboard.md#privacy). */
  @IsOptional() @IsBoolean() systemWideActivityPrivacy?: boolean;
}

/** The wire form of the signed-in user (docs/api.md: `User`, ids are strings). */
export class UserDto {
  @IsString() @IsNotEmpty() accountId!: string;
  @IsString() @IsNotEmpty() playerId!: string;
  @IsIn(ACCOUNT_STATUSES) playerAccountStatus!: AccountStatus;
  @IsIn(LOCALES) language!: Locale;
  @IsString() @IsNotEmpty() email!: string;
  @ValidateIf((user: UserDto) => user.newEmail !== null) @IsString() newEmail!: string | null;
  @ValidateIf((user: UserDto) => user.phone !== null) @IsObject() @NestedDto(() => PhoneDto) phone!: PhoneDto | null;
  @IsArray() @NestedDtoEach(() => AdditionalEmailDto) additionalEmailAddresses!: AdditionalEmailDto[];
  @IsBoolean() activityPrivacy!: boolean;
  @IsBoolean() systemWideActivityPrivacy!: boolean;
  @IsIn(UNIT_SYSTEMS) unitDistance!: DistanceUnit;
  @IsIn(UNIT_SYSTEMS) unitHeightWeight!: HeightWeightUnit;
  @IsString() firstName!: string;
  @IsString() lastName!: string;
  @ValidateIf((user: UserDto) => user.photo !== null) @IsString() photo!: string | null;
  @ValidateIf((user: UserDto) => user.parentId !== null) @IsString() parentId!: string | null;
  @IsArray() @NestedDtoEach(() => ChildPlayerDto) playerDetails!: ChildPlayerDto[];
}

/** Validates a user answer (e.g. GET /web/account/{id}); a malformed one throws ApiError('BAD_RESPONSE'). */
export function readUserResponse(raw: unknown, call: string): UserDto {
  return readDto(UserDto, raw, call);
}

/** The same check without throwing, for values read back from storage: null when malformed. */
export function parseUserDto(raw: unknown): UserDto | null {
  const dto = buildDto(UserDto, raw);
  return listValidationProblems(dto).length === 0 ? dto : null;
}
