import type { LiveRecordingStore } from '../ports/live-recording-store.port';
import type { RecordingLock } from '../ports/recording-lock.port';
import { serviceToken } from '../service-token';
import type { LiveOutbox } from './live-outbox.store';
import type { LiveRecordingViewModel } from './live-recording.view-model';
import type { RecordingsAtLogout } from './recordings-at-logout.model';

/**
 * The "Record live" page's container keys. The view-model is made per mount; the recordings on the
 * device, the recording lock and the question before a logout are app-wide, bound with the signed-in
 * layout (whose logout asks the question) or the page, whichever comes first.
 */
export const LIVE_RECORDING_TOKENS = {
  LiveRecordingViewModel: serviceToken<LiveRecordingViewModel>('LiveRecordingViewModel'),
  LiveRecordingStore: serviceToken<LiveRecordingStore>('LiveRecordingStore'),
  RecordingLock: serviceToken<RecordingLock>('RecordingLock'),
  RecordingsAtLogout: serviceToken<RecordingsAtLogout>('RecordingsAtLogout'),
  /** The recordings saved while offline, sent when the connection returns (docs/live-recording.md#saved-offline). */
  LiveOutbox: serviceToken<LiveOutbox>('LiveOutbox'),
} as const;
