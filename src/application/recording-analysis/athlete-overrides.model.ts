import { makeAutoObservable, observableRef } from 'mobx';
import type { AccountProfile } from '../../domain/account/account-profile';
import type { HeightWeightUnit } from '../../domain/account/user';
import { resolveAthleteHrmax, type HrmaxSource } from '../../domain/session/session-analysis';
import { DEFAULT_AGE_YEARS, MAX_VALID_BPM, type AthleteProfile } from '../../domain/session/session-sample';
import {
  asKilograms,
  asPounds,
  kilogramsToPounds,
  poundsToKilograms,
  roundKilograms,
  roundPounds,
} from '../../domain/units/body-units';
import { ageOnDay } from '../../domain/account/age';
import type { IsoDate } from '../../domain/time/civil-date';
import { parseDecimalInput, validateWeight, type WeightCode } from '../../domain/validation/profile-validation';
import type { Sex } from '../../domain/workload/keytel-calories';

/** The youngest and oldest age the form takes, in whole years (Tanaka's HRmax is for children and adults alike). */
export const MIN_ATHLETE_AGE_YEARS = 5;
export const MAX_ATHLETE_AGE_YEARS = 100;
/** A measured HRmax below this is not a maximum; above MAX_VALID_BPM (230) is a sensor artefact. */
export const MIN_MEASURED_HRMAX_BPM = 100;
export const MAX_MEASURED_HRMAX_BPM = MAX_VALID_BPM;

type AgeCode = 'AGE_INVALID';
type MeasuredHrmaxCode = 'HRMAX_INVALID';
export type AthleteField = 'age' | 'weight' | 'sex' | 'measuredHrmax';
export type AthleteFieldCode = AgeCode | WeightCode | MeasuredHrmaxCode;

/** The form as typed: every field a string; '' is "not given". Weight in the user's unit. */
export interface AthleteDraft {
  readonly age: string;
  readonly weight: string;
  readonly sex: '' | Sex;
  readonly measuredHrmax: string;
}

const EMPTY_DRAFT: AthleteDraft = { age: '', weight: '', sex: '', measuredHrmax: '' };
const WHOLE_NUMBER = /^\d{1,3}$/;

/** Age in whole years: empty is unknown; a whole number from 5 to 100 (docs/product-rules.md#maximum-heart-rate). */
export function validateAthleteAge(value: string): AgeCode | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const age = Number(trimmed);
  return WHOLE_NUMBER.test(trimmed) && age >= MIN_ATHLETE_AGE_YEARS && age <= MAX_ATHLETE_AGE_YEARS
    ? null
    : 'AGE_INVALID';
}

/** A measured HRmax in whole bpm: empty is unknown (Tanaka's then); a whole number from 100 to 230. */
export function validateMeasuredHrmax(value: string): MeasuredHrmaxCode | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const bpm = Number(trimmed);
  return WHOLE_NUMBER.test(trimmed) && bpm >= MIN_MEASURED_HRMAX_BPM && bpm <= MAX_MEASURED_HRMAX_BPM
    ? null
    : 'HRMAX_INVALID';
}

/**
 * The form's first values from the acting player's profile: age from the birth date, weight in the
 * user's unit. The profile has no sex nor measured HRmax (docs/api-account.md#profile), so those
 * start empty; no profile (a parent acting for a child, a failed read) leaves everything empty.
 */
export function athleteDraftOf(profile: AccountProfile | null, unit: HeightWeightUnit, today: IsoDate): AthleteDraft {
  if (profile === null) return EMPTY_DRAFT;
  const age = ageOnDay(profile.personal.birthDate, today);
  const kg = profile.personal.ownPlayer ? profile.personal.weightKg : null;
  const weight =
    kg === null ? '' : unit === 'IMPERIAL' ? String(roundPounds(kilogramsToPounds(asKilograms(kg)))) : String(kg);
  return { ...EMPTY_DRAFT, age: age === null ? '' : String(age), weight };
}

function weightKgOf(typed: string, unit: HeightWeightUnit): number | undefined {
  if (typed.trim() === '') return undefined;
  const value = parseDecimalInput(typed);
  return unit === 'METRIC' ? value : roundKilograms(poundsToKilograms(asPounds(value)));
}

/**
 * "For this analysis": age, weight, sex and measured HRmax, prefilled from the profile and changed
 * here only (nothing is saved). A field whose text breaks its rule shows its message and keeps the
 * last valid value, so the figures never take an invalid one; a valid change takes effect at once.
 */
export class AthleteOverridesModel {
  draft: AthleteDraft = EMPTY_DRAFT;
  /** The athlete the figures use: each field's last valid value. */
  athlete: AthleteProfile = {};
  /** Whether the user changed a field (a later profile answer then leaves the form alone). */
  edited = false;

  constructor(public weightUnit: HeightWeightUnit = 'METRIC') {
    // The athlete is replaced whole, never changed in place: a plain object, so it can go to the worker as it is.
    makeAutoObservable(this, { athlete: observableRef, draft: observableRef });
  }

  /** What each field's rule says of its text; a field missing here is valid. */
  get errors(): Partial<Record<AthleteField, AthleteFieldCode>> {
    const errors: Partial<Record<AthleteField, AthleteFieldCode>> = {};
    const age = validateAthleteAge(this.draft.age);
    const weight = validateWeight(this.draft.weight);
    const hrmax = validateMeasuredHrmax(this.draft.measuredHrmax);
    if (age) errors.age = age;
    if (weight) errors.weight = weight;
    if (hrmax) errors.measuredHrmax = hrmax;
    return errors;
  }

  /** The HRmax the figures use, and where it comes from (measured, or Tanaka 208 − 0.7 × age). */
  get hrmaxInUse(): { readonly value: number; readonly source: HrmaxSource } {
    return resolveAthleteHrmax(this.athlete);
  }

  /** The age the figures use: the one given, else the documented default (30). */
  get ageInUse(): number {
    return this.athlete.age ?? DEFAULT_AGE_YEARS;
  }

  /** Fills the form from the profile (its defaults), unless the user already changed it. */
  prefill(draft: AthleteDraft, unit: HeightWeightUnit): void {
    if (this.edited) return;
    this.weightUnit = unit;
    this.draft = draft;
    this.athlete = {};
    for (const field of ['age', 'weight', 'sex', 'measuredHrmax'] as const) this.apply(field);
  }

  /** Another player acts now: the next prefill is theirs, whatever was typed for the last one. */
  forgetEdits(): void {
    this.edited = false;
  }

  setField(field: AthleteField, value: string): void {
    this.edited = true;
    this.draft = { ...this.draft, [field]: field === 'sex' ? sexOf(value) : value };
    this.apply(field);
  }

  private apply(field: AthleteField): void {
    if (this.errors[field] !== undefined) return;
    const { draft } = this;
    const next: { -readonly [K in keyof AthleteProfile]: AthleteProfile[K] } = { ...this.athlete };
    if (field === 'age') next.age = draft.age.trim() === '' ? undefined : Number(draft.age.trim());
    if (field === 'weight') next.weightKg = weightKgOf(draft.weight, this.weightUnit);
    if (field === 'sex') next.sex = draft.sex === '' ? undefined : draft.sex;
    if (field === 'measuredHrmax')
      next.hrmaxMeasured = draft.measuredHrmax.trim() === '' ? undefined : Number(draft.measuredHrmax.trim());
    this.athlete = withoutUndefined(next);
  }
}

function sexOf(value: string): '' | Sex {
  return value === 'm' || value === 'f' ? value : '';
}

function withoutUndefined(athlete: AthleteProfile): AthleteProfile {
  return Object.fromEntries(Object.entries(athlete).filter(([, value]) => value !== undefined));
}
