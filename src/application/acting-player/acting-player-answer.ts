import type { PlayerChanges } from './player-changes';

/** The acting player, and its changes (login, logout, a parent's child switch, another tab), as AuthSession gives them. */
export interface ActingPlayerSource {
  readonly activePlayerId: string | null;
  readonly playerChanges$: PlayerChanges<unknown>;
}

/** The signed-in account, and the same changes (a child switch leaves the account as it is). */
export interface SignedInAccountSource {
  readonly user: { readonly accountId: string } | null;
  readonly playerChanges$: PlayerChanges<unknown>;
}

/**
 * Whom an answer belongs to: per-player data (a session, the calendar, the dashboard…) to the acting
 * player; the account's own data (its profile, its settings) to the signed-in account, which a
 * parent's child switch leaves as it is; the answers of public pages (sign-up, email links) and of
 * this device's own work (a file opened here) to nobody in particular.
 */
export type AnswerOwner =
  | { readonly kind: 'acting-player'; readonly source: ActingPlayerSource }
  | { readonly kind: 'signed-in-account'; readonly source: SignedInAccountSource }
  | { readonly kind: 'anyone' };

/** Where the owner's changes are announced (none for anyone) and whom it names now. */
export function ownershipOf(owner: AnswerOwner): {
  readonly changes$: PlayerChanges<unknown> | null;
  readonly ownerOf: () => string | null;
} {
  switch (owner.kind) {
    case 'acting-player':
      return { changes$: owner.source.playerChanges$, ownerOf: () => owner.source.activePlayerId };
    case 'signed-in-account':
      return { changes$: owner.source.playerChanges$, ownerOf: () => owner.source.user?.accountId ?? null };
    case 'anyone':
      return { changes$: null, ownerOf: () => null };
  }
}

/** Watches one request's answer on its way: whether it still belongs to whoever asked. */
export interface AnswerWatch {
  /** Aborts as soon as the answer is stale, so work that can stop early (an export being built) does. */
  readonly signal: AbortSignal;
  /** Whether the answer is stale: to be read in the same step that would show it, with nothing awaited between. */
  readonly stale: boolean;
  /** Stops watching the changes of acting player (once the answer has landed). */
  stop(): void;
}

/**
 * The one rule that decides whether an answer is stale (docs/architecture.md#state). Notes whom
 * `owner` names when the request leaves and watches the changes of acting player until its answer
 * lands. The answer is stale for good once a change names someone else (even if the first owner is
 * back before it lands), or once `overtaken` aborts (a newer request took its place, or the page
 * left). A stale value or error alike is dropped: not shown, not cached, its failure not reported
 * to the next user.
 */
export function watchAnswer(owner: AnswerOwner, overtaken: AbortSignal): AnswerWatch {
  const { changes$, ownerOf } = ownershipOf(owner);
  const asked = ownerOf();
  const dropped = new AbortController();
  const drop = () => dropped.abort();
  if (overtaken.aborted) drop();
  else overtaken.addEventListener('abort', drop);
  const changes = changes$?.subscribe(() => {
    if (ownerOf() !== asked) drop();
  });
  return {
    signal: dropped.signal,
    get stale() {
      return dropped.signal.aborted || ownerOf() !== asked;
    },
    stop() {
      changes?.unsubscribe();
      overtaken.removeEventListener('abort', drop);
    },
  };
}
