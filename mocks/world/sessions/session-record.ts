import type { SessionRecord } from '../../db/session-schemas';

/** A session record with the defaults of a fresh, processed, unedited session. */
export function newSessionRecord(
  fields: Pick<SessionRecord, 'id' | 'playerId' | 'teamId' | 'eventId' | 'type' | 'title' | 'startMs' | 'durationSec'> &
    Partial<SessionRecord>,
): SessionRecord {
  return {
    dataStatus: 'PROCESSED',
    coachRun: false,
    ended: true,
    seed: fields.id,
    dropouts: true,
    description: '',
    deleted: false,
    resyncCount: 0,
    processingUntilMs: null,
    statusAfterProcessing: null,
    nextItemNumber: 1,
    segments: [],
    attachments: [],
    shareToken: null,
    recordedBpm: null,
    deviceName: null,
    clientRecordingId: null,
    ...fields,
  };
}
