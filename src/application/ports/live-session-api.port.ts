/**
 * Saves a live recording as a session (docs/api-sessions.md#live-recordings, our extension):
 * POST /web/player-activities/live.
 */
export interface LiveSessionUpload {
  /**
   * The recording's own id, made on the device (a UUID; older recordings kept their earlier id): the server answers the
   * same session to a save repeated with it, so a retry never makes a second one.
   */
  readonly clientRecordingId: string;
  readonly playerId: string;
  readonly title: string;
  readonly deviceName: string;
  /** Epoch ms of the start. */
  readonly startedAt: number;
  /** The seconds with a heart rate (t from the start); missing seconds are absent, never zero. */
  readonly samples: readonly { readonly t: number; readonly bpm: number }[];
  readonly rrIntervalsMs: readonly number[];
}

export type LiveSaveAnswer =
  | { readonly kind: 'saved'; readonly activityId: string }
  /** The server does not offer the call (404, 405 or 501): the recording stays on the device. */
  | { readonly kind: 'not-offered' };

export interface LiveSessionApi {
  saveLiveSession(upload: LiveSessionUpload, signal?: AbortSignal): Promise<LiveSaveAnswer>;
}
