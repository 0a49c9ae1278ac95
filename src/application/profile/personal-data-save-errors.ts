import { callFailureOf, formRefusalOf } from './profile-errors';
import type { PersonalField, PersonalFieldCode } from './personal-data-form';

/** Codes a refused save may name (docs/api-account.md#profile), with the field each stands beside. */
const SERVER_FIELD_OF_CODE: Readonly<Record<string, PersonalField>> = {
  BIRTH_DATE_INVALID: 'birthDate',
  BIRTH_DATE_IN_FUTURE: 'birthDate',
  HEIGHT_NOT_NUMERIC: 'height',
  WEIGHT_INVALID: 'weight',
  BELT_NUMBER_NOT_NUMERIC: 'beltNumber',
  AVATAR_TYPE: 'avatar',
  AVATAR_TOO_LARGE: 'avatar',
  POSITION_INVALID: 'position',
};

/** Codes that name their field after a colon (`NAME_REQUIRED:lastName`). */
const CODES_WITH_FIELD: ReadonlySet<string> = new Set(['NAME_REQUIRED', 'PHONE_INVALID']);
const NAMED_FIELDS: Readonly<Record<string, PersonalField>> = {
  firstName: 'firstName',
  middleName: 'middleName',
  lastName: 'lastName',
  phoneNumber: 'phoneNumber',
  phoneCountryCode: 'phoneCountryCode',
};

/** The field a refused save's code belongs to, or undefined when it names none we show. */
export function fieldOfRefusal(
  error: unknown,
): { readonly field: PersonalField; readonly code: PersonalFieldCode } | undefined {
  const refusal = formRefusalOf(error);
  if (refusal === null) return undefined;
  const field = CODES_WITH_FIELD.has(refusal.code)
    ? NAMED_FIELDS[refusal.field ?? '']
    : SERVER_FIELD_OF_CODE[refusal.code];
  if (field === 'phoneCountryCode') return { field, code: 'PHONE_COUNTRY_CODE_INVALID' };
  return field === undefined ? undefined : { field, code: refusal.code as PersonalFieldCode };
}

/** Why a save failed when no field is to blame: the form stays filled and says so (role=alert in the view). */
export type PersonalSaveFailure = 'PROFILE_SAVE_FAILED' | 'ACCESS_DENIED';

/** The failure line of a save that no field is to blame for. */
export function failureOf(error: unknown): PersonalSaveFailure {
  return callFailureOf(error) === 'ACCESS_DENIED' ? 'ACCESS_DENIED' : 'PROFILE_SAVE_FAILED';
}
