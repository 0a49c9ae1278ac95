import { describe, expect, it } from 'vitest';
import { heldAnswer } from '../../../tests/support/held-answer';
import { PlayerChangeFeed } from '../acting-player/player-changes';
import { WriteRequest } from './write-request';

function signedIn() {
  const feed = new PlayerChangeFeed();
  const source = {
    activePlayerId: 'pl-alex' as string | null,
    user: { accountId: 'acc-alex' } as { accountId: string } | null,
    playerChanges$: feed,
  };
  const signOut = () => {
    source.activePlayerId = null;
    source.user = null;
    feed.publish(null);
  };
  return { source, signOut };
}

const classify = (error: unknown) => (error instanceof Error ? error.message : 'UNKNOWN');

describe('WriteRequest', () => {
  it('is pending while the write is on its way, refuses a second send meanwhile, then hands the answer over', async () => {
    const save = new WriteRequest<string, string>({ owner: { kind: 'anyone' }, classify });
    expect([save.pending, save.error]).toEqual([false, null]);
    const answer = heldAnswer<string>();
    const saved: string[] = [];
    let sentAgain = 0;
    const sending = save.send(() => answer.promise, { loaded: (value) => saved.push(value) });
    expect(save.pending).toBe(true);
    await save.send(() => {
      sentAgain += 1;
      return Promise.resolve('twice');
    });
    expect(sentAgain).toBe(0);
    answer.resolve('saved');
    await sending;
    expect([save.pending, save.error, saved]).toEqual([false, null, ['saved']]);
  });

  it('keeps the classified failure until the next send or clear; the next send may go', async () => {
    const save = new WriteRequest<string, string>({ owner: { kind: 'anyone' }, classify });
    const codes: string[] = [];
    await save.send(() => Promise.reject(new Error('SAVE_FAILED')), { failed: (code) => codes.push(code) });
    expect([save.pending, save.error, codes]).toEqual([false, 'SAVE_FAILED', ['SAVE_FAILED']]);
    save.clear();
    expect(save.error).toBeNull();
    await save.send(() => Promise.reject(new Error('OFFLINE')));
    expect(save.error).toBe('OFFLINE');
    await save.send(() => Promise.resolve('saved'));
    expect(save.error).toBeNull();
  });

  it('an answer that lands after the account signed out is dropped: nothing pending, nothing shown, the caller told', async () => {
    const { source, signOut } = signedIn();
    const save = new WriteRequest<string, string>({ owner: { kind: 'signed-in-account', source }, classify });
    const answer = heldAnswer<string>();
    let told = 0;
    const sending = save.send(() => answer.promise, {
      loaded: () => expect.unreachable('shown after a logout'),
      dropped: () => (told += 1),
    });
    signOut();
    answer.reject(new Error('401'));
    await sending;
    expect([save.pending, save.error, told]).toEqual([false, null, 1]);
  });

  it('cancel drops the answer on its way without calling the handlers', async () => {
    const save = new WriteRequest<string, string>({ owner: { kind: 'anyone' }, classify });
    const answer = heldAnswer<string>();
    const sending = save.send(() => answer.promise, {
      loaded: () => expect.unreachable('a cancelled write is handled'),
    });
    save.cancel();
    expect(save.pending).toBe(false);
    answer.resolve('saved');
    await sending;
    expect(save.error).toBeNull();
  });
});
