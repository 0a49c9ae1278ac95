import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../../domain/time/civil-date';
import { DashboardRangeModel } from './dashboard-range.model';

const TODAY = '2026-01-15' as IsoDate;
const make = () => new DashboardRangeModel(() => TODAY);

describe('DashboardRangeModel', () => {
  it('starts on SESSION; WEEK and MONTH apply at once, once', () => {
    const range = make();
    expect(range.applied.period).toBe('SESSION');
    expect(range.choose('SESSION')).toBe(false);
    expect(range.choose('WEEK')).toBe(true);
    expect(range.choose('WEEK')).toBe(false);
    expect(range.choose('MONTH')).toBe(true);
    expect(range.applied).toEqual({ period: 'MONTH', custom: { from: null, to: null } });
  });

  it('opens CUSTOM with the range shown (the last 30 days after MONTH) and applies nothing until submitted', () => {
    const range = make();
    range.choose('MONTH');
    expect(range.choose('CUSTOM')).toBe(false);
    expect(range.isCustom).toBe(true);
    expect([range.customFrom, range.customTo]).toEqual(['2025-12-17', '2026-01-15']);
    expect(range.applied.period).toBe('MONTH');
  });

  it('opens CUSTOM after SESSION with the last 7 days', () => {
    const range = make();
    range.choose('CUSTOM');
    expect([range.customFrom, range.customTo]).toEqual(['2026-01-09', '2026-01-15']);
  });

  it('refuses from after to, or a missing date, with DATE_RANGE_INVALID and keeps the applied range', () => {
    const range = make();
    range.choose('CUSTOM');
    range.setCustomFrom('2026-01-10');
    range.setCustomTo('2026-01-02');
    expect(range.applyCustom()).toBe(false);
    expect(range.error).toBe('DATE_RANGE_INVALID');
    expect(range.applied.period).toBe('SESSION');
    range.setCustomTo('');
    expect(range.applyCustom()).toBe(false);
    range.setCustomTo('2026-01-12');
    expect(range.applyCustom()).toBe(true);
    expect(range.error).toBeNull();
    expect(range.applied).toEqual({ period: 'CUSTOM', custom: { from: '2026-01-10', to: '2026-01-12' } });
  });

  it('clears the error when another period is chosen', () => {
    const range = make();
    range.choose('CUSTOM');
    range.setCustomFrom('x');
    range.applyCustom();
    expect(range.error).not.toBeNull();
    range.choose('WEEK');
    expect(range.error).toBeNull();
    expect(range.isCustom).toBe(false);
  });
});
