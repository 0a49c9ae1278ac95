import { describe, expect, it } from 'vitest';
import { chooseTimeTickStep, formatTimeTick, listTimeTicks } from './time-axis-ticks';

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
    expect(formatTimeTick(5400, 900)).toBe('90');
    expect(formatTimeTick(750, 30)).toBe('12:30');
  });
});
