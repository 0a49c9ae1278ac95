import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { civilFromDays, daysFromCivil, type IsoDate } from '../time/civil-date';
import {
  ALL_TEAMS_SELECTION,
  DASHBOARD_METRICS,
  DEFAULT_DASHBOARD_PERIOD,
  MONTH_RANGE_DAYS,
  WEEK_RANGE_DAYS,
  buildDashboardQuery,
  resolveDashboardEntity,
  resolveDashboardTimeRange,
  toDashboardMetricParam,
} from './dashboard-query';

const today = '2024-03-05' as IsoDate;
const isoDate = fc.integer({ min: 0, max: 60_000 }).map(civilFromDays);

describe('resolveDashboardTimeRange', () => {
  it('defaults to SESSION', () => {
    expect(DEFAULT_DASHBOARD_PERIOD).toBe('SESSION');
    expect(resolveDashboardTimeRange('SESSION', today)).toEqual({ ok: true, range: { timeRange: 'SESSION' } });
  });
  it('sends WEEK as the last 7 days and MONTH as the last 30 days, today included', () => {
    expect(resolveDashboardTimeRange('WEEK', today)).toEqual({
      ok: true,
      range: { timeRange: 'CUSTOM', from: '2024-02-28', to: '2024-03-05' },
    });
    expect(resolveDashboardTimeRange('MONTH', today)).toEqual({
      ok: true,
      range: { timeRange: 'CUSTOM', from: '2024-02-05', to: '2024-03-05' },
    });
  });
  it('passes a valid custom range through and rejects a reversed one', () => {
    expect(resolveDashboardTimeRange('CUSTOM', today, { from: '2024-01-01', to: '2024-01-10' })).toEqual({
      ok: true,
      range: { timeRange: 'CUSTOM', from: '2024-01-01', to: '2024-01-10' },
    });
    expect(resolveDashboardTimeRange('CUSTOM', today, { from: '2024-01-10', to: '2024-01-01' })).toEqual({
      ok: false,
      code: 'DATE_RANGE_INVALID',
    });
    expect(resolveDashboardTimeRange('CUSTOM', today)).toEqual({ ok: false, code: 'DATE_RANGE_INVALID' });
  });
  it('property: WEEK and MONTH end today and span exactly 7 and 30 days', () => {
    fc.assert(
      fc.property(isoDate, (day) => {
        for (const [period, days] of [
          ['WEEK', WEEK_RANGE_DAYS],
          ['MONTH', MONTH_RANGE_DAYS],
        ] as const) {
          const result = resolveDashboardTimeRange(period, day);
          if (!result.ok || result.range.timeRange !== 'CUSTOM') throw new Error('expected a custom range');
          expect(result.range.to).toBe(day);
          expect(daysFromCivil(result.range.to) - daysFromCivil(result.range.from) + 1).toBe(days);
        }
      }),
    );
  });
});

describe('resolveDashboardEntity', () => {
  it('maps a team id to TEAM, none to INDIVIDUAL, ALL_TEAMS to ALL_TEAMS', () => {
    expect(resolveDashboardEntity('team-7')).toEqual({ scope: 'TEAM', teamId: 'team-7' });
    expect(resolveDashboardEntity(null)).toEqual({ scope: 'INDIVIDUAL' });
    expect(resolveDashboardEntity('')).toEqual({ scope: 'INDIVIDUAL' });
    expect(resolveDashboardEntity(ALL_TEAMS_SELECTION)).toEqual({ scope: 'ALL_TEAMS' });
  });
  it('property: any non-blank id other than ALL_TEAMS is a TEAM with that id', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() !== '' && s !== ALL_TEAMS_SELECTION),
        (id) => {
          expect(resolveDashboardEntity(id)).toEqual({ scope: 'TEAM', teamId: id });
        },
      ),
    );
  });
});

describe('toDashboardMetricParam', () => {
  it('sends AP as AP_PERCENTAGE and leaves the others alone', () => {
    expect(toDashboardMetricParam('AP')).toBe('AP_PERCENTAGE');
    expect(DASHBOARD_METRICS.filter((m) => m !== 'AP').map(toDashboardMetricParam)).toEqual([
      'TIME_ABOVE_80_PERCENT_HR',
      'DISTANCE',
      'WORKLOAD',
    ]);
  });
});

describe('buildDashboardQuery', () => {
  const local = { today, timeZone: 'America/Los_Angeles' };
  it('combines entity, metric, range and the zone the range is counted in', () => {
    expect(buildDashboardQuery({ period: 'WEEK', teamSelection: 't1', metric: 'AP' }, local)).toEqual({
      ok: true,
      query: {
        entity: { scope: 'TEAM', teamId: 't1' },
        metric: 'AP_PERCENTAGE',
        range: { timeRange: 'CUSTOM', from: '2024-02-28', to: '2024-03-05' },
        timeZone: 'America/Los_Angeles',
      },
    });
  });
  it('returns the range code for a reversed custom range', () => {
    expect(
      buildDashboardQuery(
        { period: 'CUSTOM', custom: { from: '2024-03-02', to: '2024-03-01' }, teamSelection: null, metric: 'WORKLOAD' },
        local,
      ),
    ).toEqual({ ok: false, code: 'DATE_RANGE_INVALID' });
  });
  it('property: a custom range is accepted exactly when from ≤ to, and then sent unchanged', () => {
    fc.assert(
      fc.property(isoDate, isoDate, (from, to) => {
        const result = buildDashboardQuery(
          { period: 'CUSTOM', custom: { from, to }, teamSelection: null, metric: 'DISTANCE' },
          local,
        );
        expect(result.ok).toBe(from <= to);
        if (result.ok) expect(result.query.range).toEqual({ timeRange: 'CUSTOM', from, to });
      }),
    );
  });
});
