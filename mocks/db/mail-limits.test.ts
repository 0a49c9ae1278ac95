import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { askForMail, decideMailAsk, MAIL_HOUR_MS, MAIL_MINUTE_MS, MAILS_PER_HOUR } from './mail-limits';
import { createMockDb } from './mock-db';

const MINUTE = MAIL_MINUTE_MS;
const T0 = 1_750_000_000_000;

/** Plays asks at these times (in order) against the limit: the accepted times, and each refusal with its wait. */
function play(times: readonly number[]) {
  const accepted: number[] = [];
  const refused: { at: number; retryAfterSeconds: number; acceptedBefore: number[] }[] = [];
  for (const at of times) {
    const decision = decideMailAsk(accepted, at);
    if (decision.ok) accepted.push(at);
    else refused.push({ at, retryAfterSeconds: decision.retryAfterSeconds, acceptedBefore: [...accepted] });
  }
  return { accepted, refused };
}

/** Ask times, in order: gaps from none to two hours, often a few seconds or minutes. */
const askTimes = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 5_000 }),
      fc.integer({ min: 0, max: 3 * MINUTE }),
      fc.integer({ min: 0, max: 2 * MAIL_HOUR_MS }),
    ),
    {
      maxLength: 60,
    },
  )
  .map((gaps) => gaps.reduce<number[]>((times, gap) => [...times, (times.at(-1) ?? T0) + gap], []));

describe('decideMailAsk', () => {
  it('never lets through two asks within a minute, nor six within an hour, whatever the times', () => {
    fc.assert(
      fc.property(askTimes, (times) => {
        const { accepted } = play(times);
        for (let i = 1; i < accepted.length; i += 1)
          expect(accepted[i]! - accepted[i - 1]!).toBeGreaterThanOrEqual(MINUTE);
        for (let i = MAILS_PER_HOUR; i < accepted.length; i += 1) {
          expect(accepted[i]! - accepted[i - MAILS_PER_HOUR]!).toBeGreaterThanOrEqual(MAIL_HOUR_MS);
        }
      }),
    );
  });

  it('refuses only when a limit is reached, and its Retry-After is the exact whole seconds until an ask goes through', () => {
    fc.assert(
      fc.property(askTimes, (times) => {
        for (const { at, retryAfterSeconds, acceptedBefore } of play(times).refused) {
          const lastMinute = acceptedBefore.some((t) => t > at - MINUTE);
          const lastHour = acceptedBefore.filter((t) => t > at - MAIL_HOUR_MS).length;
          expect(lastMinute || lastHour >= MAILS_PER_HOUR).toBe(true);
          expect(retryAfterSeconds).toBeGreaterThanOrEqual(1);
          expect(decideMailAsk(acceptedBefore, at + retryAfterSeconds * 1000).ok).toBe(true);
          if (retryAfterSeconds > 1)
            expect(decideMailAsk(acceptedBefore, at + (retryAfterSeconds - 1) * 1000).ok).toBe(false);
        }
      }),
    );
  });

  it('worked example: one a minute, then the sixth of the hour waits for the first to leave it', () => {
    expect(decideMailAsk([], T0)).toEqual({ ok: true });
    expect(decideMailAsk([T0], T0 + 15_000)).toEqual({ ok: false, retryAfterSeconds: 45 });
    expect(decideMailAsk([T0], T0 + 59_001)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(decideMailAsk([T0], T0 + MINUTE)).toEqual({ ok: true });
    const five = [0, 1, 2, 3, 4].map((minutes) => T0 + minutes * MINUTE);
    expect(decideMailAsk(five, T0 + 5 * MINUTE)).toEqual({ ok: false, retryAfterSeconds: 55 * 60 });
    expect(decideMailAsk(five, T0 + MAIL_HOUR_MS - 1)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(decideMailAsk(five, T0 + MAIL_HOUR_MS)).toEqual({ ok: true });
  });
});

describe('askForMail', () => {
  it('counts per account and per mail, and a refused ask is not counted', async () => {
    const db = createMockDb();
    expect(await askForMail(db, 'acc-a', 'PASSWORD_RESET', T0)).toEqual({ ok: true });
    expect(await askForMail(db, 'acc-a', 'ACTIVATION', T0)).toEqual({ ok: true });
    expect(await askForMail(db, 'acc-b', 'PASSWORD_RESET', T0)).toEqual({ ok: true });
    expect(await askForMail(db, 'acc-a', 'PASSWORD_RESET', T0 + 30_000)).toEqual({ ok: false, retryAfterSeconds: 30 });
    expect(await askForMail(db, 'acc-a', 'PASSWORD_RESET', T0 + MINUTE)).toEqual({ ok: true });
    expect(db.mailRequests.count()).toBe(4);
  });

  it('forgets asks older than an hour', async () => {
    const db = createMockDb();
    await askForMail(db, 'acc-a', 'ACTIVATION', T0);
    await askForMail(db, 'acc-a', 'ACTIVATION', T0 + MAIL_HOUR_MS);
    expect(db.mailRequests.findMany().map((ask) => ask.at)).toEqual([T0 + MAIL_HOUR_MS]);
  });
});
