import { serviceToken } from '../service-token';
import type { LiveRecordingViewModel } from './live-recording.view-model';

/** The "Record live" page's container key. The view-model is made per mount. */
export const LIVE_RECORDING_TOKENS = {
  LiveRecordingViewModel: serviceToken<LiveRecordingViewModel>('LiveRecordingViewModel'),
} as const;
