import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACTIVITY_TYPES } from '../../domain/activity/activity-type';
import type { CalendarEvent } from '../../domain/activity/calendar';
import type { IsoDate } from '../../domain/time/civil-date';
import {
  calendarQueryOf,
  defaultCalendarFilter,
  matchesCalendarFilter,
  readCalendarFilter,
  toggleSessionType,
  toggleTeam,
  writeCalendarFilter,
} from './calendar-filter';

const TODAY = '2026-01-15' as IsoDate;
const DEFAULTS = defaultCalendarFilter(TODAY);

describe('readCalendarFilter', () => {
  it('round-trips what writeCalendarFilter stored', () => {
    const filter = {
      sessionTypes: ['GAME', 'OTHER'] as const,
      teamIds: ['team-a'],
      mode: 'WEEK' as const,
      viewDate: '2025-11-03',
    };
    expect(readCalendarFilter(writeCalendarFilter(filter), TODAY)).toEqual(filter);
  });

  it('gives the defaults when nothing is stored: every type, every team, this month', () => {
    expect(readCalendarFilter(null, TODAY)).toEqual({
      sessionTypes: [...ACTIVITY_TYPES],
      teamIds: [],
      mode: 'MONTH',
      viewDate: TODAY,
    });
  });

  it.each([
    ['corrupt JSON', '{"sessionTypes": ['],
    ['a string', '"MONTH"'],
    ['an array', '[]'],
    ['null', 'null'],
    ['an unknown type', '{"sessionTypes":["MATCH"],"teamIds":[],"mode":"MONTH","viewDate":"2026-01-01"}'],
    ['types not a list', '{"sessionTypes":"GAME","teamIds":[],"mode":"MONTH","viewDate":"2026-01-01"}'],
    [
      'a team id that is not a string',
      '{"sessionTypes":["GAME"],"teamIds":[7],"mode":"MONTH","viewDate":"2026-01-01"}',
    ],
    ['an unknown mode', '{"sessionTypes":["GAME"],"teamIds":[],"mode":"YEAR","viewDate":"2026-01-01"}'],
    ['an impossible date', '{"sessionTypes":["GAME"],"teamIds":[],"mode":"WEEK","viewDate":"2026-02-30"}'],
    ['a missing field', '{"sessionTypes":["GAME"],"teamIds":[],"mode":"WEEK"}'],
  ])('gives the defaults for %s', (_label, raw) => {
    expect(readCalendarFilter(raw, TODAY)).toEqual(DEFAULTS);
  });

  it('keeps only known fields, so a __proto__ key goes nowhere', () => {
    const raw =
      '{"__proto__":{"polluted":true},"sessionTypes":["GAME"],"teamIds":[],"mode":"WEEK","viewDate":"2026-01-05"}';
    const filter = readCalendarFilter(raw, TODAY);
    expect(filter).toEqual({ sessionTypes: ['GAME'], teamIds: [], mode: 'WEEK', viewDate: '2026-01-05' });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('property: any string read back is a valid filter', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const filter = readCalendarFilter(raw, TODAY);
        expect(filter.sessionTypes.every((type) => (ACTIVITY_TYPES as readonly string[]).includes(type))).toBe(true);
        expect(['MONTH', 'WEEK']).toContain(filter.mode);
        expect(filter.viewDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }),
    );
  });
});

describe('toggles', () => {
  it('a type chip removes and restores its type in canonical order', () => {
    expect(toggleSessionType(ACTIVITY_TYPES, 'TRAINING')).toEqual(['GAME', 'OTHER', 'INDIVIDUAL']);
    expect(toggleSessionType(['INDIVIDUAL', 'GAME'], 'TRAINING')).toEqual(['GAME', 'TRAINING', 'INDIVIDUAL']);
  });

  it('a team chip narrows "all teams" to the others, and checking the last one goes back to all', () => {
    const all = ['a', 'b', 'c'];
    expect(toggleTeam([], 'b', all)).toEqual(['a', 'c']);
    expect(toggleTeam(['a', 'c'], 'b', all)).toEqual([]);
    expect(toggleTeam(['a'], 'a', all)).toEqual(['a']);
  });
});

describe('matchesCalendarFilter and calendarQueryOf', () => {
  const event = (type: CalendarEvent['type'], teamId: string | null): CalendarEvent => ({
    activityId: 'x',
    date: '2026-01-15',
    startTime: '2026-01-15T10:00:00.000Z',
    durationSeconds: 3600,
    type,
    teamId,
    title: 't',
    dataStatus: 'PROCESSED',
  });

  it('filters by type, and by team except for sessions outside any team', () => {
    const filter = { ...DEFAULTS, sessionTypes: ['GAME', 'INDIVIDUAL'] as const, teamIds: ['a'] };
    expect(matchesCalendarFilter(event('GAME', 'a'), filter)).toBe(true);
    expect(matchesCalendarFilter(event('GAME', 'b'), filter)).toBe(false);
    expect(matchesCalendarFilter(event('TRAINING', 'a'), filter)).toBe(false);
    expect(matchesCalendarFilter(event('INDIVIDUAL', null), filter)).toBe(true);
  });

  it('sends the days with the viewer’s zone, and a list only when it narrows', () => {
    const range = { from: '2026-01-01' as IsoDate, to: '2026-01-31' as IsoDate };
    expect(calendarQueryOf(DEFAULTS, range, 'America/Los_Angeles')).toEqual({
      ...range,
      timeZone: 'America/Los_Angeles',
    });
    expect(calendarQueryOf({ ...DEFAULTS, sessionTypes: ['GAME'], teamIds: ['a'] }, range, 'UTC')).toEqual({
      ...range,
      timeZone: 'UTC',
      types: ['GAME'],
      teamIds: ['a'],
    });
  });
});
