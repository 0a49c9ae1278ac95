import type { SessionHistoryRow } from '../session-history/session-history-row';
import type { RecordSession } from './personal-records';

/**
 * What the records read of a session-history row (docs/api-dashboard.md#session-history): the
 * figures the history carries, those of the analysed part of a trimmed session. The mock backend's
 * records call and the app's fallback read the same rows, so both give the same records.
 */
export function toRecordSession(row: SessionHistoryRow): RecordSession {
  return {
    activityId: row.activityId,
    title: row.title,
    startTime: row.startTime,
    dataStatus: row.dataStatus,
    distanceMeters: row.distanceMeters,
    apSeconds: row.apSeconds,
    workloadTrimps: row.workloadTrimps,
    timeAbove80Seconds: row.timeAbove80Seconds ?? null,
  };
}
