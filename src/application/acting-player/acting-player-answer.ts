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

/** An answer kept for the one it was asked for, or `stale`: who it was for changed while it was on its way. */
type OwnedAnswer<T> = { readonly stale: false; readonly value: T } | { readonly stale: true };

const STALE: OwnedAnswer<never> = { stale: true };

/**
 * Sends `request` for whoever `ownerOf` names now, and watches the changes of acting player while
 * the answer is on its way. Once a change names someone else, the answer is stale for good (even if
 * the first owner comes back before it lands): a value or an error alike resolve to STALE, so the
 * caller neither shows nor caches it, nor reports its failure to the next user.
 * (docs/architecture.md#state)
 */
async function answerWhileOwner<T>(changes$: PlayerChanges<unknown>, ownerOf: () => string | null, request: () => Promise<T>): Promise<OwnedAnswer<T>> {
  const owner = ownerOf();
  let moved = false;
  const watch = changes$.subscribe(() => {
    if (ownerOf() !== owner) moved = true;
  });
  const isStale = () => moved || ownerOf() !== owner;
  try {
    const value = await request();
    return isStale() ? STALE : { stale: false, value };
  } catch (error) {
    if (isStale()) return STALE;
    throw error;
  } finally {
    watch.unsubscribe();
  }
}

/** Per-player data (a session, the calendar, the dashboard…): dropped once the acting player changed. */
export function answerForActingPlayer<T>(source: ActingPlayerSource, request: () => Promise<T>): Promise<OwnedAnswer<T>> {
  return answerWhileOwner(source.playerChanges$, () => source.activePlayerId, request);
}

/** The account's own data (its profile, its settings): dropped once another account (or nobody) is signed in. */
export function answerForSignedInAccount<T>(source: SignedInAccountSource, request: () => Promise<T>): Promise<OwnedAnswer<T>> {
  return answerWhileOwner(source.playerChanges$, () => source.user?.accountId ?? null, request);
}
