import { makeAutoObservable } from 'mobx';
import type { DistanceUnit } from '../../domain/account/user';
import { RECORD_METRICS, type RecordHolder, type RecordMetric } from '../../domain/records/personal-records';
import type { RecordScope } from '../../domain/records/record-holdings';
import type { DayRange } from '../../domain/time/day-range';
import type { PlayerRecordsStore, RecordsErrorCode } from './player-records.store';

/** loading (nothing shown yet), error (with a retry), empty (no record at all yet), or the records. */
export type RecordsPageState = 'loading' | 'error' | 'empty' | 'records';

/** One card: a metric's record in one scope, its holder, or why there is none. */
export interface RecordCard {
  readonly metric: RecordMetric;
  readonly scope: RecordScope;
  /** The session that holds it, with its page; null when no session qualifies yet, or the figure is not reported. */
  readonly holder: (RecordHolder & { readonly href: string }) | null;
  /** False when the records' source cannot tell this metric (a server's history without it). */
  readonly reported: boolean;
}

/** Who reads the page: their units (distances), and whether they read a child's records. */
interface RecordsReader {
  readonly isParent: boolean;
  /** A parent's children; the acting one is the one whose records the page shows. */
  readonly children: readonly { readonly playerId: string; readonly firstName: string }[];
  readonly activePlayerId: string | null;
  readonly user: { readonly unitDistance: DistanceUnit } | null;
}

/** The session page of a record (docs/product-rules.md#signed-in-routes). */
function sessionHref(activityId: string): string {
  return `/calendar/activity/${encodeURIComponent(activityId)}`;
}

/**
 * The Records page (docs/product-rules.md#personal-records): the acting player's records (a parent:
 * the selected child's), this season and of all time, each with its value, day and session.
 */
export class RecordsViewModel {
  private stopWatching: (() => void) | null = null;

  constructor(
    private readonly store: PlayerRecordsStore,
    private readonly reader: RecordsReader,
  ) {
    makeAutoObservable<RecordsViewModel, 'store' | 'reader' | 'stopWatching'>(this, {
      store: false,
      reader: false,
      stopWatching: false,
    });
  }

  get state(): RecordsPageState {
    const records = this.store.records;
    if (this.store.loadState === 'failed') return 'error';
    if (records === null) return 'loading';
    return records.records.some((record) => record.allTime !== null) ? 'records' : 'empty';
  }

  get errorCode(): RecordsErrorCode | null {
    return this.store.errorCode;
  }

  /** The season under way (its first and last day), once loaded. */
  get season(): DayRange | null {
    return this.store.records?.season ?? null;
  }

  get distanceUnit(): DistanceUnit {
    return this.reader.user?.unitDistance ?? 'METRIC';
  }

  /** The child whose records a parent reads (the empty state names them), or null for the player's own. */
  get childName(): string | null {
    if (!this.reader.isParent) return null;
    return this.reader.children.find((child) => child.playerId === this.reader.activePlayerId)?.firstName ?? null;
  }

  /** The cards of a scope, one per metric in the records' order. */
  cards(scope: RecordScope): readonly RecordCard[] {
    const records = this.store.records?.records ?? [];
    return RECORD_METRICS.map((metric) => {
      const record = records.find((entry) => entry.metric === metric);
      const holder = record === undefined ? null : scope === 'SEASON' ? record.season : record.allTime;
      return {
        metric,
        scope,
        holder: holder === null ? null : { ...holder, href: sessionHref(holder.activityId) },
        reported: record !== undefined,
      };
    });
  }

  /** The page shows: ask for the records (again) and follow the acting player. */
  start(): void {
    this.stopWatching ??= this.store.watch();
  }

  retry(): void {
    this.store.refresh();
  }

  dispose(): void {
    this.stopWatching?.();
    this.stopWatching = null;
  }
}
