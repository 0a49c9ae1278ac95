import type { PlayerChanges, PlayerChangeSubscription } from '../acting-player/player-changes';
import type { Activity } from '../../domain/activity/activity';
import { ACTIVITY_CACHE_SIZE, LruCache } from '../../domain/cache/lru-cache';

/**
 * The last ~50 activities opened (docs/product-rules.md#activity), app-wide, so that a revisit draws at once.
 * Any edit of an activity invalidates its entry; a change of the acting player (child switch,
 * login, logout) clears everything, because entries belong to the player who read them.
 */
export class ActivityCache {
  private readonly entries: LruCache<string, Activity>;
  private readonly subscription: PlayerChangeSubscription;

  constructor(playerChanges$: PlayerChanges<unknown>, capacity: number = ACTIVITY_CACHE_SIZE) {
    this.entries = new LruCache<string, Activity>(capacity);
    this.subscription = playerChanges$.subscribe(() => this.clear());
  }

  get size(): number {
    return this.entries.size;
  }

  get(activityId: string): Activity | undefined {
    return this.entries.get(activityId);
  }

  set(activity: Activity): void {
    this.entries.set(activity.playerActivityId, activity);
  }

  invalidate(activityId: string): void {
    this.entries.delete(activityId);
  }

  clear(): void {
    this.entries.clear();
  }

  dispose(): void {
    this.subscription.unsubscribe();
  }
}
