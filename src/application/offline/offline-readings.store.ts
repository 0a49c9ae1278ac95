import { makeAutoObservable, reaction } from 'mobx';
import type { KeptAnswerGroup } from '../../domain/offline/kept-answers';
import type { KeptAnswerStore } from '../ports/kept-answer-store.port';

/** A page's reading: the calendar or the dashboard of a player (the acting one), or one session by its id. */
export interface OfflineReading {
  readonly group: KeptAnswerGroup;
  readonly item: string;
}

const nameOf = (group: KeptAnswerGroup, item: string): string => `${group}:${item}`;

interface OfflineReadingsDependencies {
  readonly store: KeptAnswerStore;
  /** The signed-in account (the auth session). */
  readonly viewer: { readonly user: { readonly accountId: string } | null };
}

/**
 * Which pages show kept answers (docs/product-rules.md#offline): when a reading is answered from the
 * device because the device is offline, its page says "Offline: as of" the time the oldest of those
 * answers arrived; an answer from the server takes the note away. App-wide, one per app.
 *
 * It also clears what an account kept when it signs out (a logout, here or in another tab, or its
 * session ending), and on start the answers of any account but the one signed in: kept answers are
 * never shown to another account, and none outlives its account's sign-out on this device.
 */
export class OfflineReadings {
  /** Per reading name: when the oldest kept answer it shows arrived (epoch ms). */
  private readonly asOfByReading = new Map<string, number>();
  private stopFollowing: (() => void) | null = null;

  constructor(private readonly deps: OfflineReadingsDependencies) {
    makeAutoObservable<OfflineReadings, 'deps' | 'stopFollowing'>(this, { deps: false, stopFollowing: false });
  }

  /** Follows the signed-in account from now on (once); answers when the first clearing is done. */
  start(): Promise<void> {
    if (this.stopFollowing !== null) return Promise.resolve();
    this.stopFollowing = reaction(
      () => this.deps.viewer.user?.accountId ?? null,
      (now, before) => {
        this.clearNotes();
        if (before !== null && before !== now) void this.deps.store.clearAccount(before).catch(() => undefined);
      },
    );
    return this.deps.store.clearOthers(this.deps.viewer.user?.accountId ?? null).catch(() => undefined);
  }

  stop(): void {
    this.stopFollowing?.();
    this.stopFollowing = null;
  }

  /** A kept answer of `group`'s `item` is shown (the device is offline). */
  servedKept(group: KeptAnswerGroup, item: string, keptAt: number): void {
    const name = nameOf(group, item);
    const shown = this.asOfByReading.get(name);
    this.asOfByReading.set(name, shown === undefined ? keptAt : Math.min(shown, keptAt));
  }

  /** The server answered a call of `group`'s `item`: its page shows what it is now. */
  servedFresh(group: KeptAnswerGroup, item: string): void {
    this.asOfByReading.delete(nameOf(group, item));
  }

  /** When the oldest kept answer the reading shows arrived; null when it shows the server's answers. */
  asOf(reading: OfflineReading): number | null {
    return this.asOfByReading.get(nameOf(reading.group, reading.item)) ?? null;
  }

  private clearNotes(): void {
    this.asOfByReading.clear();
  }
}
