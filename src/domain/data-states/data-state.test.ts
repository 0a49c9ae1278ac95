import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACTIVITY_DATA_STATUSES } from '../activity/activity-type';
import { FLAG_TOO_LONG_SECONDS } from '../session/session-limits';
import { DATA_STATES, classifyDataState, hasViewableData, toListedDataState } from './data-state';

const hours = (h: number) => h * 3600;

describe('classifyDataState', () => {
  it.each([
    ['PROCESSED', false, hours(1), 'valid'],
    ['PROCESSED', true, hours(3.5), 'valid'],
    ['PROCESSED', false, hours(3.5) + 1, 'too-long'],
    ['PROCESSED', false, hours(4.5), 'too-long'],
    ['INVALID', false, hours(1), 'missing-or-invalid'],
    ['NOT_SYNCED', false, 0, 'not-synced-own-app'],
    ['NOT_SYNCED', true, 0, 'not-synced-coach-run'],
    ['NOT_PROCESSED', true, hours(1), 'being-processed'],
    ['FAILED', false, hours(1), 'failed'],
    ['BELT_NOT_WORN', true, hours(5), 'belt-not-worn'],
  ] as const)('%s (coach-run %s, %d s) → %s', (status, coachRun, durationSec, expected) => {
    expect(classifyDataState({ status, coachRun, durationSec })).toBe(expected);
  });

  it('property: every input maps to a known state, and only processed data is viewable', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ACTIVITY_DATA_STATUSES),
        fc.boolean(),
        fc.integer({ min: 0, max: hours(10) }),
        (status, coachRun, durationSec) => {
          const state = classifyDataState({ status, coachRun, durationSec });
          expect(DATA_STATES).toContain(state);
          expect(hasViewableData(state)).toBe(status === 'PROCESSED');
        },
      ),
    );
  });

  it('property: monotone in duration — once too long, longer stays too long', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: hours(10) }), fc.nat(hours(5)), (d, extra) => {
        const state = classifyDataState({ status: 'PROCESSED', coachRun: false, durationSec: d });
        expect(state === 'too-long').toBe(d > FLAG_TOO_LONG_SECONDS);
        if (state === 'too-long')
          expect(classifyDataState({ status: 'PROCESSED', coachRun: false, durationSec: d + extra })).toBe('too-long');
      }),
    );
  });

  it('property: who ran the session matters only for unsynced data', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ACTIVITY_DATA_STATUSES), fc.nat(hours(6)), (status, durationSec) => {
        const own = classifyDataState({ status, coachRun: false, durationSec });
        const coach = classifyDataState({ status, coachRun: true, durationSec });
        expect(own === coach).toBe(status !== 'NOT_SYNCED');
      }),
    );
  });
});

describe('the state a list of sessions shows', () => {
  it('reads both not-synced states as one and keeps every other state', () => {
    expect(toListedDataState('not-synced-own-app')).toBe('not-synced');
    expect(toListedDataState('not-synced-coach-run')).toBe('not-synced');
    for (const state of DATA_STATES.filter((s) => !s.startsWith('not-synced')))
      expect(toListedDataState(state)).toBe(state);
  });
});
