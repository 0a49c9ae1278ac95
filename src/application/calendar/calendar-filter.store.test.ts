import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../adapters/storage/memory-key-value-store';
import type { IsoDate } from '../../domain/time/civil-date';
import { CALENDAR_FILTER_KEY } from '../ports/account-store.port';
import { CalendarFilterStore } from './calendar-filter.store';

const TODAY = '2026-01-15' as IsoDate;

describe('CalendarFilterStore', () => {
  it('writes every change as JSON under the calendar filter key, and a new store restores it', () => {
    const kv = new MemoryKeyValueStore();
    const store = new CalendarFilterStore(kv, TODAY);
    store.toggleSessionType('OTHER');
    store.toggleTeam('team-b', ['team-a', 'team-b']);
    store.setMode('WEEK');
    store.setViewDate('2025-12-01' as IsoDate);
    const expected = {
      sessionTypes: ['GAME', 'TRAINING', 'INDIVIDUAL'],
      teamIds: ['team-a'],
      mode: 'WEEK',
      viewDate: '2025-12-01',
    };
    expect(JSON.parse(kv.get(CALENDAR_FILTER_KEY) ?? 'null')).toEqual(expected);
    expect(new CalendarFilterStore(kv, TODAY).filter).toEqual(expected);
  });

  it('restores the defaults from a corrupt value, and writes nothing until something changes', () => {
    const kv = new MemoryKeyValueStore({
      [CALENDAR_FILTER_KEY]: '{"sessionTypes":["GAME","RUGBY"],"teamIds":[],"mode":"WEEK","viewDate":"2026-01-01"}',
    });
    const store = new CalendarFilterStore(kv, TODAY);
    expect(store.filter).toEqual({
      sessionTypes: ['GAME', 'TRAINING', 'OTHER', 'INDIVIDUAL'],
      teamIds: [],
      mode: 'MONTH',
      viewDate: TODAY,
    });
    expect(kv.get(CALENDAR_FILTER_KEY)).toContain('RUGBY');
  });

  it('selectAllTeams clears the team choice', () => {
    const kv = new MemoryKeyValueStore();
    const store = new CalendarFilterStore(kv, TODAY);
    store.toggleTeam('team-a', ['team-a', 'team-b']);
    store.selectAllTeams();
    expect(store.filter.teamIds).toEqual([]);
    expect(JSON.parse(kv.get(CALENDAR_FILTER_KEY) ?? 'null')).toMatchObject({ teamIds: [] });
  });
});
