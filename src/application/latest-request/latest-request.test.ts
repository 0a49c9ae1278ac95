import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heldAnswer } from '../../../tests/support/held-answer';
import { PlayerChangeFeed } from '../acting-player/player-changes';
import { LatestRequest } from './latest-request';

/** A session as AuthSession behaves: the acting player and account move first, then the change is announced. */
function session(playerId: string | null = 'pl-alex', accountId: string | null = 'acc-parent') {
  const feed = new PlayerChangeFeed();
  const source = {
    activePlayerId: playerId,
    user: accountId === null ? null : { accountId },
    playerChanges$: feed,
  };
  const actFor = (nextPlayer: string | null, nextAccount: string | null = source.user?.accountId ?? null) => {
    source.activePlayerId = nextPlayer;
    source.user = nextAccount === null ? null : { accountId: nextAccount };
    feed.publish(nextPlayer);
  };
  return { source, actFor };
}

const failureCode = (error: unknown) => (error instanceof Error ? error.message : 'UNKNOWN');

function forActingPlayer(source: ReturnType<typeof session>['source']) {
  return new LatestRequest<number, string>({ owner: { kind: 'acting-player', source }, classify: failureCode });
}

describe('LatestRequest, for any interleaving of starts and answers', () => {
  it('keeps the answer of the last request only, or its failure', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), async (s, failures) => {
        const { source } = session();
        const latest = forActingPlayer(source);
        const runs: Promise<unknown>[] = [];
        let started = -1;
        s.scheduleSequence(
          failures.map((fails, index) => ({
            label: `start ${index}`,
            builder: () => {
              started = index;
              const answer = () =>
                s.schedule(Promise.resolve(index), `answer ${index}`).then((value) => {
                  if (fails) throw new Error(`FAILED_${value}`);
                  return value;
                });
              runs.push(
                latest.run(answer, {
                  // Whatever lands, only the request started last is ever shown.
                  loaded: (value) => expect(value).toBe(started),
                  failed: (code) => expect(code).toBe(`FAILED_${started}`),
                }),
              );
              return Promise.resolve();
            },
          })),
        );
        await s.waitIdle();
        await Promise.all(runs);

        const last = failures.length - 1;
        expect(latest.state).toEqual(failures[last] ? { status: 'failed', error: `FAILED_${last}` } : { status: 'loaded', value: last });
      }),
    );
  });

  it('a player change discards every answer asked before it and still on its way; the requests after it follow the same rule', async () => {
    const plan = fc
      .array(fc.boolean(), { minLength: 1, maxLength: 8 })
      .chain((failures) => fc.record({ failures: fc.constant(failures), switchAt: fc.nat({ max: failures.length }) }));
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), plan, async (s, { failures, switchAt }) => {
        const { source, actFor } = session();
        const latest = forActingPlayer(source);
        const runs: Promise<unknown>[] = [];
        let switched = false;
        const handled: number[] = [];
        const keep = (index: number) => {
          // Once the other player acts, no answer asked for the first one is shown.
          if (switched) expect(index).toBeGreaterThanOrEqual(switchAt);
          handled.push(index);
        };
        const start = (index: number, fails: boolean) => () => {
          const answer = () =>
            s.schedule(Promise.resolve(index), `answer ${index}`).then((value) => {
              if (fails) throw new Error(`FAILED_${value}`);
              return value;
            });
          runs.push(latest.run(answer, { loaded: keep, failed: (code) => keep(Number(code.slice('FAILED_'.length))) }));
          return Promise.resolve();
        };
        const steps = failures.map((fails, index) => ({ label: `start ${index}`, builder: start(index, fails) }));
        steps.splice(switchAt, 0, {
          label: 'child switch',
          builder: () => {
            switched = true;
            actFor('pl-noah');
            return Promise.resolve();
          },
        });
        s.scheduleSequence(steps);
        await s.waitIdle();
        await Promise.all(runs);

        const last = failures.length - 1;
        const answerOfLast = failures[last] ? { status: 'failed', error: `FAILED_${last}` } : { status: 'loaded', value: last };
        // The last request's answer, unless it was asked for the first player and had not landed when the other one acted.
        const lastShown = last >= switchAt || handled.includes(last);
        expect(latest.state).toEqual(lastShown ? answerOfLast : { status: 'idle' });
      }),
    );
  });
});

describe('LatestRequest, by example', () => {
  it('is loading while the answer is on its way, then keeps it and hands it to the caller', async () => {
    const latest = forActingPlayer(session().source);
    expect(latest.state).toEqual({ status: 'idle' });
    const answer = heldAnswer<number>();
    const seen: number[] = [];
    const run = latest.run(() => answer.promise, { loaded: (value) => seen.push(value) });
    expect(latest.state).toEqual({ status: 'loading' });
    answer.resolve(42);
    await expect(run).resolves.toEqual({ status: 'loaded', value: 42 });
    expect(latest.state).toEqual({ status: 'loaded', value: 42 });
    expect(seen).toEqual([42]);
  });

  it('a failure becomes the code the classifier gives it', async () => {
    const latest = forActingPlayer(session().source);
    const codes: string[] = [];
    await expect(latest.run(() => Promise.reject(new Error('OFFLINE')), { failed: (code) => codes.push(code) })).resolves.toEqual({
      status: 'failed',
      error: 'OFFLINE',
    });
    expect(latest.state).toEqual({ status: 'failed', error: 'OFFLINE' });
    expect(codes).toEqual(['OFFLINE']);
  });

  it('an answer overtaken by a newer request is dropped, even when it lands last', async () => {
    const latest = forActingPlayer(session().source);
    const first = heldAnswer<number>();
    const firstRun = latest.run(() => first.promise, {
      loaded: () => expect.unreachable('the overtaken answer is shown'),
      dropped: () => expect.unreachable('an overtaken run is told it was dropped'),
    });
    const secondRun = latest.run(() => Promise.resolve(2));
    await expect(secondRun).resolves.toEqual({ status: 'loaded', value: 2 });
    first.resolve(1);
    await expect(firstRun).resolves.toEqual({ status: 'dropped', reason: 'overtaken' });
    expect(latest.state).toEqual({ status: 'loaded', value: 2 });
  });

  it('once another player acts, the answer is dropped and its request told to stop; nothing is on its way any more', async () => {
    const { source, actFor } = session();
    const latest = forActingPlayer(source);
    const answer = heldAnswer<number>();
    let signal: AbortSignal | null = null;
    let told = 0;
    const run = latest.run(
      (given) => {
        signal = given;
        return answer.promise;
      },
      { dropped: () => (told += 1) },
    );
    actFor('pl-noah');
    expect(signal!.aborted).toBe(true);
    actFor('pl-alex');
    answer.reject(new Error('401'));
    await expect(run).resolves.toEqual({ status: 'dropped', reason: 'owner-changed' });
    expect(latest.state).toEqual({ status: 'idle' });
    expect(told).toBe(1);
  });

  it("the signed-in account's answers outlive a child switch, not another account", async () => {
    const { source, actFor } = session();
    const latest = new LatestRequest<string, string>({ owner: { kind: 'signed-in-account', source }, classify: failureCode });
    const profile = heldAnswer<string>();
    const kept = latest.run(() => profile.promise);
    actFor('pl-noah');
    profile.resolve('profile');
    await expect(kept).resolves.toEqual({ status: 'loaded', value: 'profile' });

    const save = heldAnswer<string>();
    const dropped = latest.run(() => save.promise);
    actFor(null, null);
    actFor('pl-sam', 'acc-sam');
    save.resolve('saved');
    await expect(dropped).resolves.toEqual({ status: 'dropped', reason: 'owner-changed' });
  });

  it('answers of a public page belong to anyone: only a newer request overtakes them', async () => {
    const latest = new LatestRequest<string, string>({ owner: { kind: 'anyone' }, classify: failureCode });
    await expect(latest.run(() => Promise.resolve('invitation'))).resolves.toEqual({ status: 'loaded', value: 'invitation' });
  });

  it('cancel drops the answer on its way and keeps the one shown; reset forgets it; fail fails at once', async () => {
    const latest = forActingPlayer(session().source);
    await latest.run(() => Promise.resolve(1));
    const late = heldAnswer<number>();
    const cancelled = latest.run(() => late.promise);
    latest.cancel();
    late.resolve(2);
    await expect(cancelled).resolves.toEqual({ status: 'dropped', reason: 'overtaken' });
    expect(latest.state).toEqual({ status: 'idle' });

    await latest.run(() => Promise.resolve(3));
    latest.cancel();
    expect(latest.state).toEqual({ status: 'loaded', value: 3 });
    latest.reset();
    expect(latest.state).toEqual({ status: 'idle' });

    const pending = latest.run(() => Promise.resolve(4));
    latest.fail('NO_PLAYER');
    await expect(pending).resolves.toEqual({ status: 'dropped', reason: 'overtaken' });
    expect(latest.state).toEqual({ status: 'failed', error: 'NO_PLAYER' });
  });
});
