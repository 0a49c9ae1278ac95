import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { isApiError } from '../../domain/errors/api-error';
import type { LiveRecordingSnapshot } from '../../domain/live/live-recording';
import type { Connectivity } from '../ports/connectivity.port';
import { ownerOf, type LiveRecordingStore, type QueuedRecording } from '../ports/live-recording-store.port';
import type { LiveSessionApi } from '../ports/live-session-api.port';
import { liveSessionUploadOf } from './live-session-upload';

interface LiveOutboxDependencies {
  readonly store: LiveRecordingStore;
  readonly api: LiveSessionApi;
  readonly connectivity: Connectivity;
  /** The signed-in account (the auth session). */
  readonly viewer: { readonly user: { readonly accountId: string } | null };
  readonly now: () => number;
}

/** A save that did not reach the server: the device offline, no connection, no answer in time. */
export function isConnectionFailure(error: unknown): boolean {
  return isApiError(error, 'OFFLINE') || isApiError(error, 'NETWORK') || isApiError(error, 'TIMEOUT');
}

/** An answer that says the recording can never be saved as it is: it joins the kept ones, to export. */
const isRefusal = (error: unknown): boolean =>
  isApiError(error) && (error.httpStatus === 400 || error.httpStatus === 403);

/**
 * The outbox of live recordings saved while offline (docs/live-recording.md#saved-offline), per
 * account on this device: a save without a connection puts the recording here, and it is sent when
 * the connection returns (the `online` event, and the browser's Background Sync, which tries again
 * later while a send fails), when the app starts and when its account signs in, each time with its
 * client recording id, so a save sent twice (two tabs, an answer lost on the way) still makes one
 * session. One for the app.
 */
export class LiveOutbox {
  /** The signed-in account's recordings waiting, oldest save first. */
  waiting: readonly QueuedRecording[] = [];
  /** The session each recording sent from here became, by recording id. */
  readonly sent = new Map<string, string>();

  private sending: Promise<void> | null = null;
  private again = false;
  private following: (() => void)[] = [];

  constructor(private readonly deps: LiveOutboxDependencies) {
    makeAutoObservable<LiveOutbox, 'deps' | 'sending' | 'again' | 'following'>(this, {
      deps: false,
      sending: false,
      again: false,
      following: false,
      waiting: observableRef,
    });
  }

  /** Sends what waits now, then whenever the connection returns or another account signs in (once; for the app's life). */
  start(): Promise<void> {
    if (this.following.length > 0) return Promise.resolve();
    this.following.push(
      this.deps.connectivity.onOnline(() => void this.send()),
      this.deps.connectivity.onWake(() => this.sendAndTellIfEmpty()),
      reaction(
        () => this.deps.viewer.user?.accountId ?? null,
        () => void this.send(),
      ),
    );
    return this.send();
  }

  /** Saved while offline: the recording leaves the page's current one for the outbox, and goes at once if it can. */
  async add(recording: LiveRecordingSnapshot, title: string): Promise<void> {
    await this.deps.store.queue({ recording, title, queuedAt: this.deps.now() });
    await this.deps.store.clearCurrent(ownerOf(recording));
    await this.refresh();
    if (this.deps.connectivity.isOnline()) void this.send();
    else this.deps.connectivity.wakeWhenOnline();
  }

  find(id: string): QueuedRecording | undefined {
    return this.waiting.find((entry) => entry.recording.id === id);
  }

  /**
   * Sends each waiting recording of the signed-in account, one at a time. A call while a send runs joins it, and makes
   * it go once more when it ends: the connection may have returned after the running one found it gone.
   */
  send(): Promise<void> {
    if (this.sending !== null) {
      this.again = true;
      return this.sending;
    }
    this.sending = this.sendWhileAsked().finally(() => {
      this.sending = null;
    });
    return this.sending;
  }

  private async sendWhileAsked(): Promise<void> {
    do {
      this.again = false;
      await this.sendWaiting();
    } while (this.again);
  }

  /** Sends what waits (the browser woke the app for it); answers whether nothing of this account waits any more. */
  private async sendAndTellIfEmpty(): Promise<boolean> {
    await this.send();
    return this.waiting.length === 0;
  }

  private async sendWaiting(): Promise<void> {
    const accountId = await this.refresh();
    if (accountId === null || !this.deps.connectivity.isOnline()) return;
    for (const entry of this.waiting) {
      if (this.deps.viewer.user?.accountId !== accountId) break;
      const { recording } = entry;
      try {
        const answer = await this.deps.api.saveLiveSession(liveSessionUploadOf(recording, entry.title));
        // A server without the call: the recording joins the ones kept on the device, to export.
        if (answer.kind === 'not-offered') await this.deps.store.keep(recording);
        else runInAction(() => this.sent.set(recording.id, answer.activityId));
      } catch (error) {
        if (!isRefusal(error)) {
          // No connection yet, or a server error: it waits for the next chance, which the browser is asked for.
          this.deps.connectivity.wakeWhenOnline();
          break;
        }
        await this.deps.store.keep(recording);
      }
      await this.deps.store.unqueue(ownerOf(recording), recording.id);
    }
    await this.refresh();
  }

  /** Reads the signed-in account's outbox again; answers the account (null when signed out). */
  private async refresh(): Promise<string | null> {
    const accountId = this.deps.viewer.user?.accountId ?? null;
    const waiting = accountId === null ? [] : await this.deps.store.listQueued(accountId).catch(() => null);
    runInAction(() => {
      if ((this.deps.viewer.user?.accountId ?? null) === accountId && waiting !== null) this.waiting = waiting;
    });
    return accountId;
  }
}
