import {
  IsArray, IsBoolean, IsIn, IsNotEmpty, IsObject, IsString, ValidateIf, ValidateNested,
} from 'class-validator';
import { LOCALES, type AccountStatus, type DistanceUnit, type HeightWeightUnit, type Locale } from '../../../domain/account/user';
import { assertValidResponse, copyFields, listValidationProblems, nestedDto } from './validate-dto';

export const ACCOUNT_STATUSES: readonly AccountStatus[] = ['ACTIVE', 'NOT_VERIFIED', 'INVITED'];
const UNIT_SYSTEMS: readonly (DistanceUnit & HeightWeightUnit)[] = ['METRIC', 'IMPERIAL'];

export class PhoneDto {
  @IsString() countryCode!: string;
  @IsString() number!: string;
}
const PHONE_FIELDS = ['countryCode', 'number'] as const;

export class AdditionalEmailDto {
  @IsString() @IsNotEmpty() id!: string;
  @IsString() email!: string;
  @IsBoolean() confirmed!: boolean;
}
const ADDITIONAL_EMAIL_FIELDS = ['id', 'email', 'confirmed'] as const;

export class ChildPlayerDto {
  @IsString() @IsNotEmpty() playerId!: string;
  @IsString() firstName!: string;
  @IsString() lastName!: string;
  @ValidateIf((child: ChildPlayerDto) => child.photo !== null) @IsString() photo!: string | null;
}
const CHILD_PLAYER_FIELDS = ['playerId', 'firstName', 'lastName', 'photo'] as const;

/** The wire form of the signed-in user (docs/api.md: `User`, ids are strings). */
export class UserDto {
  @IsString() @IsNotEmpty() accountId!: string;
  @IsString() @IsNotEmpty() playerId!: string;
  @IsIn(ACCOUNT_STATUSES) playerAccountStatus!: AccountStatus;
  @IsIn(LOCALES) language!: Locale;
  @IsString() @IsNotEmpty() email!: string;
  @ValidateIf((user: UserDto) => user.newEmail !== null) @IsString() newEmail!: string | null;
  @ValidateIf((user: UserDto) => user.phone !== null) @IsObject() @ValidateNested() phone!: PhoneDto | null;
  @IsArray() @ValidateNested({ each: true }) additionalEmailAddresses!: AdditionalEmailDto[];
  @IsBoolean() activityPrivacy!: boolean;
  @IsBoolean() systemWideActivityPrivacy!: boolean;
  @IsIn(UNIT_SYSTEMS) unitDistance!: DistanceUnit;
  @IsIn(UNIT_SYSTEMS) unitHeightWeight!: HeightWeightUnit;
  @IsString() firstName!: string;
  @IsString() lastName!: string;
  @ValidateIf((user: UserDto) => user.photo !== null) @IsString() photo!: string | null;
  @ValidateIf((user: UserDto) => user.parentId !== null) @IsString() parentId!: string | null;
  @IsArray() @ValidateNested({ each: true }) playerDetails!: ChildPlayerDto[];
}
const USER_FIELDS = [
  'accountId', 'playerId', 'playerAccountStatus', 'language', 'email', 'newEmail', 'phone',
  'additionalEmailAddresses', 'activityPrivacy', 'systemWideActivityPrivacy', 'unitDistance',
  'unitHeightWeight', 'firstName', 'lastName', 'photo', 'parentId', 'playerDetails',
] as const satisfies readonly (keyof UserDto)[];

/** Fills a UserDto (and its nested DTOs) from an untrusted value; validate it before use. */
export function buildUserDto(raw: unknown): UserDto {
  const dto = copyFields(new UserDto(), raw, USER_FIELDS);
  const fields = dto as unknown as Record<string, unknown>;
  fields['phone'] = nestedDto(fields['phone'], () => new PhoneDto(), PHONE_FIELDS);
  fields['additionalEmailAddresses'] = nestedEach(
    fields['additionalEmailAddresses'], () => new AdditionalEmailDto(), ADDITIONAL_EMAIL_FIELDS);
  fields['playerDetails'] = nestedEach(fields['playerDetails'], () => new ChildPlayerDto(), CHILD_PLAYER_FIELDS);
  return dto;
}

function nestedEach<T extends object>(value: unknown, create: () => T, keys: readonly (keyof T & string)[]): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((item: unknown) => nestedDto(item, create, keys));
}

/** Validates a user answer (e.g. GET /web/account/{id}); a malformed one throws ApiError('BAD_RESPONSE'). */
export function readUserResponse(raw: unknown, call: string): UserDto {
  const dto = buildUserDto(raw);
  assertValidResponse(dto, call);
  return dto;
}

/** The same check without throwing, for values read back from storage: null when malformed. */
export function parseUserDto(raw: unknown): UserDto | null {
  const dto = buildUserDto(raw);
  return listValidationProblems(dto).length === 0 ? dto : null;
}
