import { describe, expect, it } from 'vitest';
import { ACTIVITY_SOURCES, resolveActivitySource } from './activity-source';

describe('resolveActivitySource', () => {
  it('takes the source the answer gives, whoever ran the session', () => {
    for (const source of ACTIVITY_SOURCES) {
      expect(resolveActivitySource({ source, coachRun: true })).toBe(source);
      expect(resolveActivitySource({ source, coachRun: false })).toBe(source);
    }
  });

  it('without one, reads a coach-run session as the belt system and the player’s own as the app', () => {
    expect(resolveActivitySource({ coachRun: true })).toBe('BELT');
    expect(resolveActivitySource({ coachRun: false })).toBe('APP');
    expect(resolveActivitySource({ source: undefined, coachRun: false })).toBe('APP');
  });
});
