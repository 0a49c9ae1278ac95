import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeClock, FAKE_CLOCK_START } from '../../../tests/support/fake-clock';
import { MemoryKeyValueStore } from '../../adapters/storage/memory-key-value-store';
import { readResendWaits, RESEND_WAITS_KEY, ResendWaits } from './resend-waits';

const NOW = FAKE_CLOCK_START;
const HOUR = 3_600_000;

function setUp(stored: Record<string, string> = {}) {
  const kv = new MemoryKeyValueStore(stored);
  const clock = new FakeClock();
  return { kv, clock, waits: new ResendWaits(kv, clock) };
}

describe('ResendWaits', () => {
  it('counts a wait down once a second, per account and per mail, and forgets it once over', () => {
    const { waits, clock } = setUp();
    waits.waitFor('password-reset', 'player@example.com', 45);
    expect(waits.secondsLeft('password-reset', 'player@example.com')).toBe(45);
    expect(waits.secondsLeft('password-reset', 'parent@example.com')).toBe(0);
    expect(waits.secondsLeft('activation', 'player@example.com')).toBe(0);
    clock.advanceBy(1000);
    expect(waits.secondsLeft('password-reset', 'player@example.com')).toBe(44);
    clock.advanceBy(44_000);
    expect(waits.secondsLeft('password-reset', 'player@example.com')).toBe(0);
  });

  it('an address is the same account whatever its case and surrounding blanks', () => {
    const { waits } = setUp();
    waits.waitFor('password-reset', ' Player@Example.com ', 60);
    expect(waits.secondsLeft('password-reset', 'player@example.com')).toBe(60);
  });

  it('survives a reload: a new instance over the same storage finds what is left of the wait', () => {
    const { kv, clock, waits } = setUp();
    waits.waitFor('activation', 'acc-new', 3300);
    clock.advanceBy(300_000);
    waits.dispose();
    const reloaded = new ResendWaits(kv, clock);
    expect(reloaded.secondsLeft('activation', 'acc-new')).toBe(3000);
    clock.advanceBy(1000);
    expect(reloaded.secondsLeft('activation', 'acc-new')).toBe(2999);
  });

  it('follows a wait another tab started', () => {
    const { kv, waits } = setUp();
    kv.set(RESEND_WAITS_KEY, JSON.stringify({ 'activation:acc-new': NOW + 20_000 }));
    kv.simulateExternalChange(RESEND_WAITS_KEY, kv.get(RESEND_WAITS_KEY));
    expect(waits.secondsLeft('activation', 'acc-new')).toBe(20);
  });

  it('stores only the waits still running', () => {
    const { kv, clock, waits } = setUp();
    waits.waitFor('activation', 'acc-a', 10);
    clock.advanceBy(11_000);
    waits.waitFor('activation', 'acc-b', 60);
    expect(JSON.parse(kv.get(RESEND_WAITS_KEY) ?? '{}')).toEqual({ 'activation:acc-b': NOW + 71_000 });
  });
});

describe('readResendWaits: storage is untrusted', () => {
  it.each([
    ['nothing', null],
    ['not JSON', '{"activation:acc'],
    ['a list', '[1, 2]'],
    ['a number', '42'],
  ])('reads %s as no wait', (_label, raw) => {
    expect(readResendWaits(raw, NOW).size).toBe(0);
  });

  it('keeps only running waits of known mails, within a day', () => {
    const raw = JSON.stringify({
      'activation:acc-1': NOW + 30_000,
      'password-reset:kim@example.com': NOW + HOUR,
      'activation:acc-ended': NOW,
      'activation:acc-too-far': NOW + 25 * HOUR,
      'activation:acc-text': String(NOW + 30_000),
      'unlock-everything:acc-1': NOW + 30_000,
      'activation:': NOW + 30_000,
      [`activation:${'x'.repeat(321)}`]: NOW + 30_000,
    });
    expect([...readResendWaits(raw, NOW)]).toEqual([
      ['activation:acc-1', NOW + 30_000],
      ['password-reset:kim@example.com', NOW + HOUR],
    ]);
  });

  it('a "__proto__" key reaches nothing', () => {
    const waits = readResendWaits(`{"__proto__": {"polluted": 1}, "activation:acc-1": ${NOW + 30_000}}`, NOW);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect([...waits]).toEqual([['activation:acc-1', NOW + 30_000]]);
  });

  it('never throws and never keeps a wait longer than a day, whatever is stored', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        (raw) => {
          for (const end of readResendWaits(raw, NOW).values()) {
            expect(end).toBeGreaterThan(NOW);
            expect(end).toBeLessThanOrEqual(NOW + 24 * HOUR);
          }
        },
      ),
    );
  });
});
