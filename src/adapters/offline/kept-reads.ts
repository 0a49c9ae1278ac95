import type { Connectivity } from '../../application/ports/connectivity.port';
import type { KeptAnswerStore } from '../../application/ports/kept-answer-store.port';
import type { OfflineReadings } from '../../application/offline/offline-readings.store';
import { isApiError } from '../../domain/errors/api-error';
import type { KeptAnswerPlace } from '../../domain/offline/kept-answers';

export interface KeptReadsDependencies {
  readonly store: KeptAnswerStore;
  readonly readings: Pick<OfflineReadings, 'servedKept' | 'servedFresh'>;
  /** The signed-in account: answers are kept under it, and only its own are read. */
  readonly viewer: { readonly user: { readonly accountId: string } | null };
  readonly now: () => number;
  readonly connectivity: Pick<Connectivity, 'isOnline'>;
}

/** A failure of the device's connection, not an answer of the server: fetch's TypeError, as the HTTP client names it. */
function isOfflineFailure(error: unknown): boolean {
  return isApiError(error, 'OFFLINE') || isApiError(error, 'NETWORK') || error instanceof TypeError;
}

/**
 * The reads kept to be read offline (docs/product-rules.md#offline), for the HTTP adapters of the
 * calendar, the dashboard and the session: each answer that passes its checks is kept under the
 * signed-in account; when the device is offline (`navigator.onLine` false, or the call failed as a
 * network error, never a 4xx or 5xx answer) the kept answer takes its place, checked again with the
 * same DTO, and its page says when it came (OfflineReadings). With nothing kept, the call goes as
 * usual (a demo's in-page backend still answers) and its failure stays its failure.
 */
export class KeptReads {
  constructor(private readonly deps: KeptReadsDependencies) {}

  async read<T>(place: KeptAnswerPlace, send: () => Promise<unknown>, check: (raw: unknown) => T): Promise<T> {
    const accountId = this.deps.viewer.user?.accountId ?? null;
    if (accountId === null) return check(await send());
    if (!this.deps.connectivity.isOnline()) {
      const kept = await this.keptAnswer(accountId, place, check);
      if (kept !== null) return kept.value;
    }
    let raw: unknown;
    try {
      raw = await send();
    } catch (error) {
      if (!isOfflineFailure(error)) throw error;
      const kept = await this.keptAnswer(accountId, place, check);
      if (kept === null) throw error;
      return kept.value;
    }
    const answer = check(raw);
    // An answer while offline comes from a backend inside the page (the demo's): the kept answers beside it stay noted.
    if (this.deps.connectivity.isOnline()) this.deps.readings.servedFresh(place.group, place.item);
    // Kept only while the account that asked is still the one signed in: a logout clears what it kept.
    if (this.deps.viewer.user?.accountId === accountId) {
      void this.deps.store.keep(accountId, place, { body: raw, keptAt: this.deps.now() }).catch(() => undefined);
    }
    return answer;
  }

  /** The account's kept answer in `place`, checked; one that no longer passes its checks is forgotten. */
  private async keptAnswer<T>(
    accountId: string,
    place: KeptAnswerPlace,
    check: (raw: unknown) => T,
  ): Promise<{ readonly value: T } | null> {
    const kept = await this.deps.store.read(accountId, place).catch(() => null);
    if (kept === null || this.deps.viewer.user?.accountId !== accountId) return null;
    let value: T;
    try {
      value = check(kept.body);
    } catch {
      void this.deps.store.forget(accountId, place).catch(() => undefined);
      return null;
    }
    this.deps.readings.servedKept(place.group, place.item, kept.keptAt);
    return { value };
  }
}

/** A read through `kept` when the adapter has it (the signed-in app), else straight to the server. */
export async function readKept<T>(
  kept: KeptReads | undefined,
  place: KeptAnswerPlace,
  send: () => Promise<unknown>,
  check: (raw: unknown) => T,
): Promise<T> {
  return kept === undefined ? check(await send()) : kept.read(place, send, check);
}
