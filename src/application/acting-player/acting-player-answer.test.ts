import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { watchAnswer } from './acting-player-answer';

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

const notOvertaken = () => new AbortController().signal;

describe('answers for the acting player', () => {
  it('an answer for the player still acting is kept', () => {
    const { state } = session();
    const watch = watchAnswer({ kind: 'acting-player', source: state }, notOvertaken());
    expect(watch.stale).toBe(false);
    expect(watch.signal.aborted).toBe(false);
  });

  it('once another player acts, the answer is stale for good, even if the first player is back before it lands', () => {
    const { state, actFor } = session();
    const watch = watchAnswer({ kind: 'acting-player', source: state }, notOvertaken());
    actFor('pl-noah');
    actFor('pl-alex');
    expect(watch.stale).toBe(true);
    expect(watch.signal.aborted).toBe(true);
  });

  it('a player that changed without being announced yet makes the answer stale too', () => {
    const { state } = session();
    const watch = watchAnswer({ kind: 'acting-player', source: state }, notOvertaken());
    state.activePlayerId = null;
    expect(watch.stale).toBe(true);
  });

  it('a change announced for the same player keeps the answer, and the watch ends when stopped', () => {
    const { state, changes } = session();
    const watch = watchAnswer({ kind: 'acting-player', source: state }, notOvertaken());
    expect(changes.observed).toBe(true);
    changes.next('pl-alex');
    expect(watch.stale).toBe(false);
    watch.stop();
    expect(changes.observed).toBe(false);
  });
});

describe('answers overtaken', () => {
  it('an answer whose request was overtaken is stale, whoever it was for', () => {
    const overtaken = new AbortController();
    const watch = watchAnswer({ kind: 'anyone' }, overtaken.signal);
    expect(watch.stale).toBe(false);
    overtaken.abort();
    expect(watch.stale).toBe(true);
    expect(watch.signal.aborted).toBe(true);

    const already = new AbortController();
    already.abort();
    expect(watchAnswer({ kind: 'anyone' }, already.signal).stale).toBe(true);
  });
});

describe('answers for the signed-in account', () => {
  it("a parent's child switch keeps the account's answer; another account signing in makes it stale", () => {
    const { state, actFor } = session();
    const profile = watchAnswer({ kind: 'signed-in-account', source: state }, notOvertaken());
    actFor('pl-noah');
    expect(profile.stale).toBe(false);

    const save = watchAnswer({ kind: 'signed-in-account', source: state }, notOvertaken());
    actFor(null, null);
    actFor('pl-sam', 'acc-sam');
    expect(save.stale).toBe(true);
  });
});
