import { describe, expect, it } from 'vitest';
import { axisDecimals, chooseTimeTickStep, formatTimeTick, listTimeTicks } from './time-axis-ticks';

describe('time axis ticks', () => {
  it('uses 30-minute ticks for a 4-hour session on a wide chart', () => {
    expect(chooseTimeTickStep(4 * 3600, 10)).toBe(1800);
  });

  it('uses second ticks for a short zoomed span', () => {
    expect(chooseTimeTickStep(90, 8)).toBe(15);
  });

  it('lists ticks on multiples of the step inside the span', () => {
    expect(listTimeTicks(50, 250, 60)).toEqual([60, 120, 180, 240]);
  });

  it('lists no tick for an empty span', () => {
    expect(listTimeTicks(10, 10, 60)).toEqual([]);
  });

  it('shows whole minutes for minute steps and mm:ss below', () => {
    expect(formatTimeTick(['en'], 5400, 900)).toBe('90');
    expect(formatTimeTick(['en'], 750, 30)).toBe('12:30');
    expect(formatTimeTick(['fr'], 60_000, 3600)).toBe('1\u202F000');
  });

  it('gives a value axis the decimals of its step', () => {
    expect(axisDecimals([0, 0.5, 1])).toBe(1);
    expect(axisDecimals([0, 0.2, 0.4])).toBe(1);
    expect(axisDecimals([0, 0.05])).toBe(2);
    expect(axisDecimals([100, 110, 120])).toBe(0);
    expect(axisDecimals([100])).toBe(0);
  });
});
