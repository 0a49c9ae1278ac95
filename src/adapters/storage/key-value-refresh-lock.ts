import type { Clock } from '../../application/ports/clock.port';
import type { KeyValueStore } from '../../application/ports/key-value-store.port';

/**
 * How long a hold lasts: longer than the refresh call inside it, which gives up after 20 s, so a live
 * holder is done before; a tab closed while holding it blocks the others for at most this long.
 */
const HOLD_MS = 25_000;
/** Long enough for another tab's write at the same moment to reach this tab's storage before the read-back. */
const SETTLE_MS = 50;
/** How often a waiting tab looks again. */
const POLL_MS = 100;

interface Hold {
  readonly owner: string;
  readonly expiresAt: number;
}

interface KeyValueRefreshLockOptions {
  /** This tab's name in the lock; random by default. */
  readonly owner?: string;
  /** Waits `ms`; tests pass a virtual one. */
  readonly wait?: (ms: number) => Promise<void>;
}

/**
 * The cross-tab refresh lock where `navigator.locks` is missing (docs/architecture.md#http-client): the lock
 * name's key holds `{owner, expiresAt}`. A tab takes a free or expired lock by writing its own hold, waiting
 * for concurrent writes to settle and reading it back: whoever wrote last holds it, the others wait and
 * look again. The holder removes it when done (only if it is still its own). Inside the lock the refresher
 * reads the stored tokens again, as with Web Locks.
 */
export class KeyValueRefreshLock {
  private readonly owner: string;
  private readonly wait: (ms: number) => Promise<void>;

  constructor(
    private readonly store: KeyValueStore,
    private readonly clock: Pick<Clock, 'now'>,
    options: KeyValueRefreshLockOptions = {},
  ) {
    // Only tells this tab's hold from the others': no secret, Math.random will do.
    this.owner = options.owner ?? `${clock.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    this.wait = options.wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  async request<T>(name: string, callback: () => Promise<T>): Promise<T> {
    await this.acquire(name);
    try {
      return await callback();
    } finally {
      if (this.readHold(name)?.owner === this.owner) this.store.remove(name);
    }
  }

  private async acquire(name: string): Promise<void> {
    for (;;) {
      const held = this.readHold(name);
      if (held === null || held.expiresAt <= this.clock.now()) {
        this.store.set(
          name,
          JSON.stringify({ owner: this.owner, expiresAt: this.clock.now() + HOLD_MS } satisfies Hold),
        );
        await this.wait(SETTLE_MS);
        if (this.readHold(name)?.owner === this.owner) return;
      }
      await this.wait(POLL_MS);
    }
  }

  /**
   * The stored hold; anything unreadable counts as free. Plain JSON.parse is enough here (not
   * parseUntrustedJson, which would travel in a chunk of its own): two fields are read, nothing is merged.
   */
  private readHold(name: string): Hold | null {
    let value: Partial<Record<keyof Hold, unknown>> | null;
    try {
      value = JSON.parse(this.store.get(name) ?? 'null') as Partial<Record<keyof Hold, unknown>> | null;
    } catch {
      return null;
    }
    const owner = value?.owner;
    const expiresAt = value?.expiresAt;
    return typeof owner === 'string' && typeof expiresAt === 'number' ? { owner, expiresAt } : null;
  }
}
