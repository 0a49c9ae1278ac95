import { addDays, type IsoDate } from '../time/civil-date';
import { isWithinRange } from '../time/day-range';
import type { PersonalRecords, RecordHolder, RecordMetric } from './personal-records';

/** Where a record is held: this season, or of all time. */
export type RecordScope = 'SEASON' | 'ALL_TIME';

/** A record one session holds, named by its strongest scope. */
export interface HeldRecord {
  readonly metric: RecordMetric;
  readonly scope: RecordScope;
  readonly holder: RecordHolder;
}

/** How many local days, today included, count as "recent" for the dashboard's note (docs/product-rules.md#personal-records). */
export const RECENT_RECORD_DAYS = 7;

/**
 * Per metric, the record `holds` picks: the all-time one when it qualifies, else the season's. An
 * all-time record set this season is the season's too; it is named once, by the stronger title.
 */
function strongestHeld(records: PersonalRecords, holds: (holder: RecordHolder) => boolean): HeldRecord[] {
  const held: HeldRecord[] = [];
  for (const record of records.records) {
    if (record.allTime !== null && holds(record.allTime))
      held.push({ metric: record.metric, scope: 'ALL_TIME', holder: record.allTime });
    else if (record.season !== null && holds(record.season))
      held.push({ metric: record.metric, scope: 'SEASON', holder: record.season });
  }
  return held;
}

/** The records a session holds (the session page names them), in the records' metric order. */
export function findRecordsHeldBy(records: PersonalRecords, activityId: string): HeldRecord[] {
  return strongestHeld(records, (holder) => holder.activityId === activityId);
}

/**
 * The records set on the last `days` local days, today included (the dashboard mentions them),
 * in the records' metric order.
 */
export function findRecentRecords(records: PersonalRecords, today: IsoDate, days = RECENT_RECORD_DAYS): HeldRecord[] {
  const window = { from: addDays(today, 1 - days), to: today };
  return strongestHeld(records, (holder) => isWithinRange(holder.date, window));
}
