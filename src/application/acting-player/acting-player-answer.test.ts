import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { heldAnswer } from '../../../tests/support/held-answer';
import { answerForActingPlayer, answerForSignedInAccount } from './acting-player-answer';

/** A session as AuthSession behaves: its state moves first, then the change is announced. */
function session() {
  const changes = new Subject<string | null>();
  const state = {
    activePlayerId: 'pl-alex' as string | null,
    user: { accountId: 'acc-parent' } as { accountId: string } | null,
    playerChanges$: changes.asObservable(),
  };
  const actFor = (playerId: string | null, accountId: string | null = state.user?.accountId ?? null) => {
    state.activePlayerId = playerId;
    state.user = accountId === null ? null : { accountId };
    changes.next(playerId);
  };
  return { state, changes, actFor };
}

describe('answers for the acting player', () => {
  it('an answer for the player still acting is kept, and its failure is the caller’s to report', async () => {
    const { state } = session();
    await expect(answerForActingPlayer(state, () => Promise.resolve(42))).resolves.toEqual({ stale: false, value: 42 });
    await expect(answerForActingPlayer(state, () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });

  it('once another player acts, the answer or its failure is stale, even if the first player is back before it lands', async () => {
    const { state, actFor } = session();
    const value = heldAnswer<number>();
    const kept = answerForActingPlayer(state, () => value.promise);
    actFor('pl-noah');
    actFor('pl-alex');
    value.resolve(42);
    await expect(kept).resolves.toEqual({ stale: true });

    const failure = heldAnswer<number>();
    const failed = answerForActingPlayer(state, () => failure.promise);
    actFor(null, null);
    failure.reject(new Error('401'));
    await expect(failed).resolves.toEqual({ stale: true });
  });

  it('a change announced for the same player keeps the answer, and the watch ends with it', async () => {
    const { state, changes } = session();
    const value = heldAnswer<number>();
    const kept = answerForActingPlayer(state, () => value.promise);
    expect(changes.observed).toBe(true);
    changes.next('pl-alex');
    value.resolve(7);
    await expect(kept).resolves.toEqual({ stale: false, value: 7 });
    expect(changes.observed).toBe(false);
  });
});

describe('answers for the signed-in account', () => {
  it("a parent's child switch keeps the account's answer; another account signing in makes it stale", async () => {
    const { state, actFor } = session();
    const profile = heldAnswer<string>();
    const kept = answerForSignedInAccount(state, () => profile.promise);
    actFor('pl-noah');
    profile.resolve('profile');
    await expect(kept).resolves.toEqual({ stale: false, value: 'profile' });

    const save = heldAnswer<void>();
    const saved = answerForSignedInAccount(state, () => save.promise);
    actFor(null, null);
    actFor('pl-sam', 'acc-sam');
    save.resolve();
    await expect(saved).resolves.toEqual({ stale: true });
  });
});
