import type { KeyValueStore } from '../../application/ports/key-value-store.port';

/** The part of the Web Storage API this store uses (window.localStorage in the browser). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What the window `storage` event carries that matters here. */
interface StorageChange {
  readonly key?: unknown;
  readonly newValue?: unknown;
  readonly storageArea?: unknown;
}

/** Where `storage` events come from: the window (any EventTarget in tests). */
export type StorageEventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * KeyValueStore over Web Storage. Every storage call is guarded: a storage that throws
 * (quota exceeded, private mode, blocked cookies) or is missing reads as empty and drops
 * writes. `onExternalChange` listens to the window `storage` event, which the browser
 * fires for changes made by *other* tabs only.
 */
export class LocalStorageKeyValueStore implements KeyValueStore {
  constructor(
    private readonly storage: StorageLike | null,
    private readonly events: StorageEventSource | null = null,
  ) {}

  /** The window's localStorage and storage events; reading `window.localStorage` itself may throw. */
  static fromWindow(): LocalStorageKeyValueStore {
    if (typeof window === 'undefined') return new LocalStorageKeyValueStore(null, null);
    let storage: StorageLike | null = null;
    try {
      storage = window.localStorage;
    } catch {
      storage = null;
    }
    return new LocalStorageKeyValueStore(storage, window);
  }

  get(key: string): string | null {
    try {
      const value = this.storage?.getItem(key) ?? null;
      return typeof value === 'string' ? value : null;
    } catch {
      return null;
    }
  }

  set(key: string, value: string): void {
    try {
      this.storage?.setItem(key, value);
    } catch {
      // Quota or private mode: the value is simply not kept (KeyValueStore contract).
    }
  }

  remove(key: string): void {
    try {
      this.storage?.removeItem(key);
    } catch {
      // A storage that cannot be written cannot hold the key either.
    }
  }

  onExternalChange(listener: (key: string | null, newValue: string | null) => void): () => void {
    const events = this.events;
    if (events === null) return () => undefined;
    const onStorage = (event: Event): void => {
      // A StorageEvent in the browser; read defensively since the source is any EventTarget.
      const change = event as Event & StorageChange;
      if (change.storageArea !== undefined && change.storageArea !== null && change.storageArea !== this.storage)
        return;
      listener(
        typeof change.key === 'string' ? change.key : null,
        typeof change.newValue === 'string' ? change.newValue : null,
      );
    };
    events.addEventListener('storage', onStorage);
    return () => events.removeEventListener('storage', onStorage);
  }
}
