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
        expect(latest.state).toEqual(
          failures[last] ? { status: 'failed', error: `FAILED_${last}` } : { status: 'loaded', value: last },
        );
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
        const answerOfLast = failures[last]
          ? { status: 'failed', error: `FAILED_${last}` }
          : { status: 'loaded', value: last };
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
    await run;
    expect(latest.state).toEqual({ status: 'loaded', value: 42 });
    expect(seen).toEqual([42]);
  });

  it('a failure becomes the code the classifier gives it', async () => {
    const latest = forActingPlayer(session().source);
    const codes: string[] = [];
    await latest.run(() => Promise.reject(new Error('OFFLINE')), { failed: (code) => codes.push(code) });
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
    await latest.run(() => Promise.resolve(2));
    expect(latest.state).toEqual({ status: 'loaded', value: 2 });
    first.resolve(1);
    await firstRun;
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
    await run;
    expect(latest.state).toEqual({ status: 'idle' });
    expect(told).toBe(1);
  });

  it("the signed-in account's answers outlive a child switch, not another account", async () => {
    const { source, actFor } = session();
    const latest = new LatestRequest<string, string>({
      owner: { kind: 'signed-in-account', source },
      classify: failureCode,
    });
    const profile = heldAnswer<string>();
    const kept = latest.run(() => profile.promise);
    actFor('pl-noah');
    profile.resolve('profile');
    await kept;
    expect(latest.state).toEqual({ status: 'loaded', value: 'profile' });

    const save = heldAnswer<string>();
    let told = 0;
    const dropped = latest.run(() => save.promise, {
      loaded: () => expect.unreachable('shown to another account'),
      dropped: () => (told += 1),
    });
    actFor(null, null);
    actFor('pl-sam', 'acc-sam');
    save.resolve('saved');
    await dropped;
    expect([latest.state, told]).toEqual([{ status: 'idle' }, 1]);
  });

  it('answers of a public page belong to anyone: only a newer request overtakes them', async () => {
    const latest = new LatestRequest<string, string>({ owner: { kind: 'anyone' }, classify: failureCode });
    await latest.run(() => Promise.resolve('invitation'));
    expect(latest.state).toEqual({ status: 'loaded', value: 'invitation' });
  });

  it('cancel drops the answer on its way and keeps the one shown; reset forgets it; fail fails at once', async () => {
    const latest = forActingPlayer(session().source);
    await latest.run(() => Promise.resolve(1));
    const late = heldAnswer<number>();
    const cancelled = latest.run(() => late.promise, {
      loaded: () => expect.unreachable('a cancelled answer is shown'),
    });
    latest.cancel();
    late.resolve(2);
    await cancelled;
    expect(latest.state).toEqual({ status: 'idle' });

    await latest.run(() => Promise.resolve(3));
    latest.cancel();
    expect(latest.state).toEqual({ status: 'loaded', value: 3 });
    latest.reset();
    expect(latest.state).toEqual({ status: 'idle' });

    const pending = latest.run(() => Promise.resolve(4));
    latest.fail('NO_PLAYER');
    await pending;
    expect(latest.state).toEqual({ status: 'failed', error: 'NO_PLAYER' });
  });
});

describe('LatestRequest following its owner', () => {
  /** A page that loads the acting player's number, as the view-models do: the player is read when the load starts. */
  function followingPage(source: ReturnType<typeof session>['source']) {
    const latest = forActingPlayer(source);
    const asked: (string | null)[] = [];
    const answers = new Map<string, ReturnType<typeof heldAnswer<number>>>();
    const forgotten: string[] = [];
    const load = () => {
      const playerId = source.activePlayerId;
      asked.push(playerId);
      const answer = heldAnswer<number>();
      if (playerId !== null) answers.set(playerId, answer);
      return latest.run(() => answer.promise);
    };
    latest.follow({ forget: () => forgotten.push('fields'), reload: () => void load() });
    return { latest, asked, answers, forgotten, load };
  }

  it("a parent switching child drops the first child's answer and asks again for the second", async () => {
    const { source, actFor } = session();
    const page = followingPage(source);
    const first = page.load();
    page.answers.get('pl-alex')!.resolve(7);
    await first;
    expect(page.latest.state).toEqual({ status: 'loaded', value: 7 });

    actFor('pl-noah');
    expect(page.asked).toEqual(['pl-alex', 'pl-noah']);
    expect(page.forgotten).toEqual(['fields']);
    expect(page.latest.state).toEqual({ status: 'loading' });
    page.answers.get('pl-noah')!.resolve(3);
    await Promise.resolve();
    await Promise.resolve();
    expect(page.latest.state).toEqual({ status: 'loaded', value: 3 });
  });

  it('an answer for the previous player is never shown, even when it lands after the new one', async () => {
    const { source, actFor } = session();
    const page = followingPage(source);
    const first = page.load();
    actFor('pl-noah');
    const noah = page.answers.get('pl-noah')!;
    noah.resolve(3);
    await noah.promise;
    await Promise.resolve();
    expect(page.latest.state).toEqual({ status: 'loaded', value: 3 });
    page.answers.get('pl-alex')!.resolve(7);
    await first;
    expect(page.latest.state).toEqual({ status: 'loaded', value: 3 });
  });

  it('a logout forgets everything and asks nobody; the same player announced again changes nothing; stop ends it', async () => {
    const { source, actFor } = session();
    const page = followingPage(source);
    const first = page.load();
    page.answers.get('pl-alex')!.resolve(7);
    await first;

    actFor('pl-alex');
    expect([page.asked, page.forgotten, page.latest.state]).toEqual([['pl-alex'], [], { status: 'loaded', value: 7 }]);

    actFor(null, null);
    expect([page.asked, page.forgotten, page.latest.state]).toEqual([['pl-alex'], ['fields'], { status: 'idle' }]);

    actFor('pl-sam', 'acc-sam');
    expect(page.asked).toEqual(['pl-alex', 'pl-sam']);

    page.latest.stop();
    expect(page.latest.state).toEqual({ status: 'idle' });
    actFor('pl-noah');
    expect(page.asked).toEqual(['pl-alex', 'pl-sam']);
  });

  it("the signed-in account's request follows another account, not a child switch", () => {
    const { source, actFor } = session();
    const latest = new LatestRequest<string, string>({
      owner: { kind: 'signed-in-account', source },
      classify: failureCode,
    });
    let reloads = 0;
    latest.follow({ reload: () => (reloads += 1) });
    actFor('pl-noah');
    expect(reloads).toBe(0);
    actFor('pl-sam', 'acc-sam');
    expect(reloads).toBe(1);
  });
});
