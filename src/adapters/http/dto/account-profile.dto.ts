import { IsArray, IsBoolean, IsIn, IsNotEmpty, IsObject, IsString, Matches, Min, ValidateIf } from 'class-validator';
import type { PlayerSex } from '../../../domain/account/account-profile';
import { HRMAX_ORIGINS, type HrmaxOrigin } from '../../../domain/heart-rate/max-heart-rate';
import { SubscriptionDto } from './account-settings.dto';
import { PhoneDto, UserDto } from './user.dto';
import { IsFiniteNumber, IsNullableNumber, IsNullableString } from './activity-common.dto';
import { NestedDto, NestedDtoEach, readDto } from './validate-dto';

/** The sexes an AccountProfile may give (docs/api-account.md#profile). */
const PLAYER_SEXES: readonly PlayerSex[] = ['MALE', 'FEMALE'];

/** `personal` of an AccountProfile (docs/api-account.md#profile): metric numbers or null (null skips every check of a field). */
class PersonalDetailsDto {
  @IsString() firstName!: string;
  @IsNullableString() middleName!: string | null;
  @IsString() lastName!: string;
  @ValidateIf((dto: PersonalDetailsDto) => dto.birthDate !== null) @Matches(/^\d{4}-\d{2}-\d{2}$/) birthDate!:
    string | null;
  @ValidateIf((dto: PersonalDetailsDto) => dto.phone !== null)
  @IsObject()
  @NestedDto(() => PhoneDto)
  phone!: PhoneDto | null;
  @IsNullableString() beltNumber!: string | null;
  @IsNullableNumber() @Min(0) heightCm!: number | null;
  @IsNullableNumber() @Min(0) weightKg!: number | null;
  @IsNullableString() position!: string | null;
  @IsBoolean() ownPlayer!: boolean;
  /** Optional: the HRmax in use and its origin, null for a parent. */
  @ValidateIf((dto: PersonalDetailsDto) => dto.hrmax !== undefined && dto.hrmax !== null)
  @IsFiniteNumber()
  @Min(1)
  hrmax?: number | null;
  @ValidateIf((dto: PersonalDetailsDto) => dto.hrmaxSource !== undefined && dto.hrmaxSource !== null)
  @IsIn(HRMAX_ORIGINS)
  hrmaxSource?: HrmaxOrigin | null;
  /** Optional: the sex the player's calories are worked out with, null when unknown or for a parent. */
  @ValidateIf((dto: PersonalDetailsDto) => dto.sex !== undefined && dto.sex !== null)
  @IsIn(PLAYER_SEXES)
  sex?: PlayerSex | null;
}

/** The parts an AccountProfile adds to the User; the User part is checked by UserDto. */
class ProfilePartsDto {
  @IsObject() @NestedDto(() => PersonalDetailsDto) personal!: PersonalDetailsDto;
  @IsArray() @NestedDtoEach(() => SubscriptionDto) subscriptions!: SubscriptionDto[];
}

export interface AccountProfileDto {
  readonly user: UserDto;
  readonly personal: PersonalDetailsDto;
  readonly subscriptions: readonly SubscriptionDto[];
}

/** Validates an AccountProfile answer (GET /web/account/{id}, PUT /web/players/{id}, the email-change calls). */
export function readAccountProfileResponse(raw: unknown, call: string): AccountProfileDto {
  const user = readDto(UserDto, raw, call);
  const parts = readDto(ProfilePartsDto, raw, call);
  return { user, personal: parts.personal, subscriptions: parts.subscriptions };
}

/** Validates the answer of GET /web/players/positions: a list of non-empty names. */
class PositionsDto {
  @IsArray() @IsString({ each: true }) @IsNotEmpty({ each: true }) positions!: string[];
}

export function readPositionsResponse(raw: unknown, call: string): readonly string[] {
  return [...readDto(PositionsDto, { positions: raw }, call).positions];
}
