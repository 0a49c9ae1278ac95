import { describe, expect, it } from 'vitest';
import { asSeconds } from './branded-units';
import { secondsToMinutes } from './time-units';

describe('secondsToMinutes', () => {
  it('divides by 60', () => {
    expect(secondsToMinutes(asSeconds(90))).toBe(1.5);
  });
});
