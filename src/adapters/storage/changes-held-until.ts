import type { KeyValueStore } from '../../application/ports/key-value-store.port';

/**
 * A KeyValueStore whose changes from other tabs wait, in order, for what reading them needs: `pending()` is null when
 * it is ready, else the load to wait for (the user's checks, which a change of the stored user is read with; they are
 * not part of /login's first download). Reads and writes go straight to `store`. Changes held while the load runs
 * are delivered once it settles, each in its own microtask, so that one listener's error stops no other change.
 */
export class ChangesHeldUntil implements KeyValueStore {
  private held: (() => void)[] | null = null;

  constructor(
    private readonly store: KeyValueStore,
    private readonly pending: () => Promise<unknown> | null,
  ) {}

  get(key: string): string | null {
    return this.store.get(key);
  }

  set(key: string, value: string): void {
    this.store.set(key, value);
  }

  remove(key: string): void {
    this.store.remove(key);
  }

  onExternalChange(listener: (key: string | null, newValue: string | null) => void): () => void {
    return this.store.onExternalChange((key, newValue) => this.deliver(() => listener(key, newValue)));
  }

  private deliver(change: () => void): void {
    if (this.held !== null) {
      this.held.push(change);
      return;
    }
    const wait = this.pending();
    if (wait === null) {
      change();
      return;
    }
    const held = [change];
    this.held = held;
    const release = (): void => {
      this.held = null;
      for (const each of held) queueMicrotask(each);
    };
    void wait.then(release, release);
  }
}
