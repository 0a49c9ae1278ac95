import type { PersonalDetails } from '../../domain/account/account-profile';
import type { HeightWeightUnit } from '../../domain/account/user';
import {
  asCentimeters,
  asInches,
  asKilograms,
  asPounds,
  centimetersToFeetAndInches,
  feetAndInchesToCentimeters,
  kilogramsToPounds,
  poundsToKilograms,
  roundCentimeters,
  roundKilograms,
  roundPounds,
} from '../../domain/units/body-units';
import type { AvatarCode } from '../../domain/validation/avatar-validation';
import {
  birthDatePartsOf,
  toIsoBirthDate,
  validateBirthDate,
  type BirthDateCode,
} from '../../domain/validation/birth-date-validation';
import {
  normalisePhoneCountryCode,
  validatePhoneCountryCode,
  type PhoneCountryCodeCode,
} from '../../domain/validation/phone-country-code-validation';
import {
  parseDecimalInput,
  validateBeltNumber,
  validateHeight,
  validatePhone,
  validateRequiredName,
  validateWeight,
  type BeltNumberCode,
  type HeightCode,
  type NameCode,
  type PhoneCode,
  type WeightCode,
} from '../../domain/validation/profile-validation';
import type { AvatarChange, ProfileUpdate } from '../ports/profile-api.port';

/**
 * The personal-data form as typed (docs/product-rules.md#profile-fields): every field a string. Height
 * and weight are kept in both systems: an edit in one also writes the other when it parses, so the
 * form follows a unit switch; the shown system is the user's `unitHeightWeight`.
 */
export interface PersonalDraft {
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly birthYear: string;
  readonly birthMonth: string;
  readonly birthDay: string;
  readonly phoneCountryCode: string;
  readonly phoneNumber: string;
  readonly beltNumber: string;
  readonly heightCm: string;
  readonly heightFeet: string;
  readonly heightInches: string;
  readonly weightKg: string;
  readonly weightLb: string;
  readonly position: string;
}

/** The fields an error can stand beside. Height and weight are one field each, whatever the unit. */
export type PersonalField =
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'birthDate'
  | 'phoneCountryCode'
  | 'phoneNumber'
  | 'beltNumber'
  | 'height'
  | 'weight'
  | 'position'
  | 'avatar';

/** The rules' codes, and POSITION_INVALID: the API's answer to a position it does not know. */
export type PersonalFieldCode =
  | NameCode
  | BirthDateCode
  | PhoneCountryCodeCode
  | PhoneCode
  | BeltNumberCode
  | HeightCode
  | WeightCode
  | AvatarCode
  | 'POSITION_INVALID';

export type PersonalErrors = Partial<Record<PersonalField, PersonalFieldCode>>;

const text = (value: number | null): string => (value === null ? '' : String(value));

function heightTexts(cm: number | null): Pick<PersonalDraft, 'heightCm' | 'heightFeet' | 'heightInches'> {
  if (cm === null) return { heightCm: '', heightFeet: '', heightInches: '' };
  const { feet, inches } = centimetersToFeetAndInches(asCentimeters(cm));
  return { heightCm: text(cm), heightFeet: String(feet), heightInches: String(inches) };
}

function weightTexts(kg: number | null): Pick<PersonalDraft, 'weightKg' | 'weightLb'> {
  if (kg === null) return { weightKg: '', weightLb: '' };
  return { weightKg: text(kg), weightLb: String(roundPounds(kilogramsToPounds(asKilograms(kg)))) };
}

/** The form filled from the saved details. */
export function draftOf(personal: PersonalDetails): PersonalDraft {
  const birth = birthDatePartsOf(personal.birthDate);
  return {
    firstName: personal.firstName,
    middleName: personal.middleName ?? '',
    lastName: personal.lastName,
    birthYear: birth.year,
    birthMonth: birth.month,
    birthDay: birth.day,
    phoneCountryCode: personal.phone?.countryCode ?? '',
    phoneNumber: personal.phone?.number ?? '',
    beltNumber: personal.beltNumber ?? '',
    ...heightTexts(personal.heightCm),
    ...weightTexts(personal.weightKg),
    position: personal.position ?? '',
  };
}

const isBlank = (value: string): boolean => value.trim() === '';

/** The height in cm the shown inputs mean; null when empty; NaN when they do not parse. */
function heightOf(draft: PersonalDraft, unit: HeightWeightUnit): number | null {
  if (unit === 'METRIC') return isBlank(draft.heightCm) ? null : parseDecimalInput(draft.heightCm);
  if (isBlank(draft.heightFeet) && isBlank(draft.heightInches)) return null;
  const feet = isBlank(draft.heightFeet) ? 0 : parseDecimalInput(draft.heightFeet);
  const inches = isBlank(draft.heightInches) ? 0 : parseDecimalInput(draft.heightInches);
  return roundCentimeters(feetAndInchesToCentimeters(feet, asInches(inches)));
}

/** The weight in kg the shown input means (to two decimals); null when empty; NaN when it does not parse. */
function weightOf(draft: PersonalDraft, unit: HeightWeightUnit): number | null {
  const typed = unit === 'METRIC' ? draft.weightKg : draft.weightLb;
  if (isBlank(typed)) return null;
  const value = parseDecimalInput(typed);
  return unit === 'METRIC' ? value : roundKilograms(poundsToKilograms(asPounds(value)));
}

/** A height edit in one system, mirrored into the other when it parses. */
export function withHeight(
  draft: PersonalDraft,
  change: Partial<Pick<PersonalDraft, 'heightCm' | 'heightFeet' | 'heightInches'>>,
  unit: HeightWeightUnit,
): PersonalDraft {
  const next = { ...draft, ...change };
  const cm = heightOf(next, unit);
  if (cm !== null && Number.isNaN(cm)) return next;
  const mirrored = heightTexts(cm);
  return unit === 'METRIC'
    ? { ...next, heightFeet: mirrored.heightFeet, heightInches: mirrored.heightInches }
    : { ...next, heightCm: mirrored.heightCm };
}

/** A weight edit in one system, mirrored into the other when it parses. */
export function withWeight(draft: PersonalDraft, typed: string, unit: HeightWeightUnit): PersonalDraft {
  const next = unit === 'METRIC' ? { ...draft, weightKg: typed } : { ...draft, weightLb: typed };
  const kg = weightOf(next, unit);
  if (kg !== null && Number.isNaN(kg)) return next;
  return unit === 'METRIC' ? { ...next, weightLb: weightTexts(kg).weightLb } : { ...next, weightKg: text(kg) };
}

/** What the form's rules say of each field (docs/product-rules.md#field-rules); a parent's player fields are not asked. */
export function validatePersonalDraft(
  draft: PersonalDraft,
  unit: HeightWeightUnit,
  ownPlayer: boolean,
  today: string,
): PersonalErrors {
  const errors: PersonalErrors = {
    firstName: validateRequiredName(draft.firstName) ?? undefined,
    lastName: validateRequiredName(draft.lastName) ?? undefined,
    birthDate:
      validateBirthDate({ year: draft.birthYear, month: draft.birthMonth, day: draft.birthDay }, today) ?? undefined,
    phoneCountryCode: validatePhoneCountryCode(draft.phoneCountryCode, draft.phoneNumber) ?? undefined,
    phoneNumber: validatePhone(draft.phoneNumber) ?? undefined,
  };
  if (ownPlayer) {
    const heightInputs = unit === 'METRIC' ? [draft.heightCm] : [draft.heightFeet, draft.heightInches];
    errors.beltNumber = validateBeltNumber(draft.beltNumber) ?? undefined;
    errors.height = heightInputs.map(validateHeight).find((code) => code !== null) ?? undefined;
    errors.weight = validateWeight(unit === 'METRIC' ? draft.weightKg : draft.weightLb) ?? undefined;
  }
  return Object.fromEntries(Object.entries(errors).filter(([, code]) => code !== undefined));
}

/**
 * Stored metric values a save sends back as they are, because their inputs were not touched: a height
 * shown in ft and in and saved again must not drift by the rounding. A key left out means "read the input".
 */
export interface KeptBody {
  readonly heightCm?: number | null;
  readonly weightKg?: number | null;
}

/** The update a valid draft sends (docs/api-account.md#profile: strings, empty meaning none, metric). */
export function toProfileUpdate(
  draft: PersonalDraft,
  options: {
    readonly unit: HeightWeightUnit;
    readonly ownPlayer: boolean;
    readonly kept: KeptBody;
    readonly avatar: AvatarChange;
  },
): ProfileUpdate {
  const { unit, ownPlayer, kept } = options;
  const phoneNumber = draft.phoneNumber.trim();
  const height = kept.heightCm !== undefined ? kept.heightCm : heightOf(draft, unit);
  const weight = kept.weightKg !== undefined ? kept.weightKg : weightOf(draft, unit);
  return {
    firstName: draft.firstName.trim(),
    middleName: draft.middleName.trim(),
    lastName: draft.lastName.trim(),
    birthDate: toIsoBirthDate({ year: draft.birthYear, month: draft.birthMonth, day: draft.birthDay }) ?? '',
    phoneCountryCode: phoneNumber === '' ? '' : normalisePhoneCountryCode(draft.phoneCountryCode),
    phoneNumber,
    beltNumber: ownPlayer ? draft.beltNumber.trim() : '',
    heightCm: ownPlayer ? text(height) : '',
    weightKg: ownPlayer ? text(weight) : '',
    position: ownPlayer ? draft.position : '',
    avatar: options.avatar,
  };
}
