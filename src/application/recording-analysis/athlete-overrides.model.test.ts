import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../../domain/time/civil-date';
import { playerProfile } from '../profile/profile-fakes.test-support';
import {
  athleteDraftOf,
  AthleteOverridesModel,
  MAX_ATHLETE_AGE_YEARS,
  MAX_MEASURED_HRMAX_BPM,
  MIN_ATHLETE_AGE_YEARS,
  MIN_MEASURED_HRMAX_BPM,
  validateAthleteAge,
  validateMeasuredHrmax,
} from './athlete-overrides.model';

describe('the athlete rules', () => {
  it('takes a whole age from 5 to 100, or none', () => {
    expect([MIN_ATHLETE_AGE_YEARS, MAX_ATHLETE_AGE_YEARS]).toEqual([5, 100]);
    for (const ok of ['', '  ', '5', '30', ' 42 ', '100']) expect(validateAthleteAge(ok)).toBeNull();
    for (const bad of ['4', '101', '30.5', '3O', '-30', '1e2']) expect(validateAthleteAge(bad)).toBe('AGE_INVALID');
  });

  it('takes a whole measured HRmax from 100 to 230 bpm, or none', () => {
    expect([MIN_MEASURED_HRMAX_BPM, MAX_MEASURED_HRMAX_BPM]).toEqual([100, 230]);
    for (const ok of ['', '100', '192', '230']) expect(validateMeasuredHrmax(ok)).toBeNull();
    for (const bad of ['99', '231', '190.5', 'max']) expect(validateMeasuredHrmax(bad)).toBe('HRMAX_INVALID');
  });
});

describe('AthleteOverridesModel', () => {
  it('prefills from the profile, a parent without player details leaves the weight empty', () => {
    const now = '2026-11-23' as IsoDate;
    expect(athleteDraftOf(playerProfile({}, { birthDate: '1996-04-12', weightKg: 76 }), 'METRIC', now)).toEqual({
      age: '30',
      weight: '76',
      sex: '',
      measuredHrmax: '',
    });
    expect(
      athleteDraftOf(playerProfile({}, { birthDate: null, weightKg: 76, ownPlayer: false }), 'METRIC', now).weight,
    ).toBe('');
    expect(athleteDraftOf(null, 'IMPERIAL', now)).toEqual({ age: '', weight: '', sex: '', measuredHrmax: '' });
  });

  it('the athlete only ever holds values the rules accept', () => {
    const field = fc.constantFrom('age' as const, 'weight' as const, 'sex' as const, 'measuredHrmax' as const);
    const text = fc.oneof(
      fc.string({ maxLength: 5 }),
      fc.integer({ min: -10, max: 300 }).map(String),
      fc.constantFrom('m', 'f', '70,5'),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(field, text), { maxLength: 20 }), (edits) => {
        const model = new AthleteOverridesModel('METRIC');
        for (const [name, value] of edits) model.setField(name, value);
        const { age, hrmaxMeasured, weightKg, sex } = model.athlete;
        if (age !== undefined) expect(validateAthleteAge(String(age))).toBeNull();
        if (hrmaxMeasured !== undefined) expect(validateMeasuredHrmax(String(hrmaxMeasured))).toBeNull();
        if (weightKg !== undefined) expect(Number.isFinite(weightKg)).toBe(true);
        if (sex !== undefined) expect(['m', 'f']).toContain(sex);
        // A field without an error says what the athlete holds.
        if (model.errors.age === undefined)
          expect(model.athlete.age).toBe(model.draft.age.trim() === '' ? undefined : Number(model.draft.age));
      }),
    );
  });

  it('does not overwrite what the user typed with a later profile answer', () => {
    const model = new AthleteOverridesModel('METRIC');
    model.setField('age', '41');
    model.prefill({ age: '30', weight: '70', sex: '', measuredHrmax: '' }, 'METRIC');
    expect(model.athlete).toEqual({ age: 41 });
    model.forgetEdits();
    model.prefill({ age: '30', weight: '70', sex: '', measuredHrmax: '' }, 'METRIC');
    expect(model.athlete).toEqual({ age: 30, weightKg: 70 });
    expect(model.ageInUse).toBe(30);
  });
});
