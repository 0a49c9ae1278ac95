import { DEFAULT_LIVE_TITLE, liveSessionSamples, type LiveRecordingSnapshot } from '../../domain/live/live-recording';
import type { LiveSessionUpload } from '../ports/live-session-api.port';

/**
 * What saving `recording` sends (docs/api-sessions.md#live-recordings): its seconds with a heart
 * rate, exactly the samples its figures are worked out over (docs/live-recording.md#one-computation),
 * its RR intervals and belt, under `title` ("Live recording" when empty).
 */
export function liveSessionUploadOf(recording: LiveRecordingSnapshot, title: string): LiveSessionUpload {
  return {
    clientRecordingId: recording.id,
    playerId: recording.playerId,
    title: title.trim() === '' ? DEFAULT_LIVE_TITLE : title.trim(),
    deviceName: recording.deviceName,
    startedAt: recording.startedAt,
    samples: liveSessionSamples(recording.bpm).map((sample) => ({ t: sample.t, bpm: sample.bpm as number })),
    rrIntervalsMs: recording.rrMs,
  };
}
