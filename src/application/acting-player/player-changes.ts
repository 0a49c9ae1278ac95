/** A listener's handle; shaped like an rxjs Subscription, so an rxjs Subject can stand in for the feed in tests. */
export interface PlayerChangeSubscription {
  unsubscribe(): void;
}

/** The changes of acting player (login, logout, a parent's child switch, another tab), as AuthSession gives them. */
export interface PlayerChanges<T = string | null> {
  subscribe(listener: (playerId: T) => void): PlayerChangeSubscription;
}

/**
 * AuthSession's feed of player changes. A plain listener list rather than an rxjs Subject: the session is on /login,
 * and rxjs's Subject and Observable cost that page 2.3 KB of gzip for this one `subscribe`
 * (docs/architecture.md#tests-and-measurements).
 */
export class PlayerChangeFeed implements PlayerChanges<string | null> {
  private readonly listeners = new Set<(playerId: string | null) => void>();

  subscribe(listener: (playerId: string | null) => void): PlayerChangeSubscription {
    // A wrapper per call: the same function subscribed twice is told twice, and each handle removes its own.
    const entry = (playerId: string | null): void => listener(playerId);
    this.listeners.add(entry);
    return { unsubscribe: () => void this.listeners.delete(entry) };
  }

  /** Tells every listener, in order; one that throws does not keep the others from hearing (its error is reported). */
  publish(playerId: string | null): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(playerId);
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }
}
