import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KEPT_ANSWER_GROUPS, KEPT_ANSWER_LIMITS, keptAnswersOverLimit, type KeptAnswerStamp } from './kept-answers';

const stamp = (group: KeptAnswerStamp['group'], item: string, key: string, keptAt: number): KeptAnswerStamp => ({
  group,
  item,
  key,
  keptAt,
});

describe('keptAnswersOverLimit', () => {
  it('keeps the last calendar month of a player and the last 10 sessions opened (worked example)', () => {
    const calendar = [stamp('calendar', 'p1', 'march', 1), stamp('calendar', 'p1', 'april', 2)];
    const sessions = Array.from({ length: 12 }, (_, i) => stamp('session', `s${i}`, 'activity', 100 + i));
    const over = keptAnswersOverLimit([...calendar, ...sessions]);
    expect(over.map((e) => `${e.group}/${e.item}/${e.key}`).sort()).toEqual([
      'calendar/p1/march',
      'session/s0/activity',
      'session/s1/activity',
    ]);
  });

  it('drops a session whole: its chart and segments go with it', () => {
    const old = [stamp('session', 'old', 'activity', 1), stamp('session', 'old', 'timeline', 2)];
    const recent = Array.from({ length: 10 }, (_, i) => stamp('session', `s${i}`, 'activity', 10 + i));
    expect(keptAnswersOverLimit([...old, ...recent])).toEqual(expect.arrayContaining(old));
    expect(keptAnswersOverLimit([...old, ...recent])).toHaveLength(2);
  });

  const entries = fc
    .array(
      fc.record({
        group: fc.constantFrom(...KEPT_ANSWER_GROUPS),
        item: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'),
        key: fc.constantFrom('k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7', 'k8', 'k9', 'k10', 'k11', 'k12', 'k13'),
        keptAt: fc.integer({ min: 0, max: 1_000_000 }),
      }),
      { maxLength: 200 },
    )
    .map((list) => {
      // One entry per place, as the store keeps them.
      const byPlace = new Map(list.map((e) => [`${e.group}/${e.item}/${e.key}`, e]));
      return [...byPlace.values()];
    });

  it('what stays is within the limits, and the newest answer always stays', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const over = new Set(keptAnswersOverLimit(list));
        const left = list.filter((e) => !over.has(e));
        for (const group of KEPT_ANSWER_GROUPS) {
          const ofGroup = left.filter((e) => e.group === group);
          const items = new Set(ofGroup.map((e) => e.item));
          expect(items.size).toBeLessThanOrEqual(KEPT_ANSWER_LIMITS[group].items);
          for (const item of items)
            expect(ofGroup.filter((e) => e.item === item).length).toBeLessThanOrEqual(
              KEPT_ANSWER_LIMITS[group].keysPerItem,
            );
        }
        if (list.length > 0) {
          const newest = list.reduce((a, b) => (b.keptAt > a.keptAt ? b : a));
          expect(left.some((e) => e.keptAt === newest.keptAt)).toBe(true);
        }
      }),
    );
  });

  it('drops nothing when everything is within the limits, and is idempotent', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const over = new Set(keptAnswersOverLimit(list));
        const left = list.filter((e) => !over.has(e));
        expect(keptAnswersOverLimit(left)).toEqual([]);
      }),
    );
  });
});
