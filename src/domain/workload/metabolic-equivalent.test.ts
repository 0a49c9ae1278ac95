import { describe, expect, it } from 'vitest';
import { computeMet } from './metabolic-equivalent';

describe('MET', () => {
  it('is kcal per kg per hour', () => {
    expect(computeMet(750, 75, 3600)).toBe(10);
    expect(computeMet(375, 75, 1800)).toBe(10);
  });

  it('is null without weight, calories or time', () => {
    expect(computeMet(750, undefined, 3600)).toBeNull();
    expect(computeMet(null, 75, 3600)).toBeNull();
    expect(computeMet(750, 75, 0)).toBeNull();
  });
});
