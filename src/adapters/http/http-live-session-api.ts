import type { LiveSaveAnswer, LiveSessionApi, LiveSessionUpload } from '../../application/ports/live-session-api.port';
import { ApiError } from '../../domain/errors/api-error';
import { callName } from './api-path';
import type { HttpClient } from './http-client';
import { isNotOffered } from './not-offered';

const LIVE_SESSIONS = '/web/player-activities/live';

/** LiveSessionApi over POST /web/player-activities/live (docs/api-sessions.md#live-recordings). */
export class HttpLiveSessionApi implements LiveSessionApi {
  constructor(private readonly client: HttpClient) {}

  async saveLiveSession(upload: LiveSessionUpload, signal?: AbortSignal): Promise<LiveSaveAnswer> {
    try {
      const answer = await this.client.post(
        LIVE_SESSIONS,
        {
          clientRecordingId: upload.clientRecordingId,
          playerId: upload.playerId,
          title: upload.title,
          deviceName: upload.deviceName,
          startTime: new Date(upload.startedAt).toISOString(),
          samples: upload.samples,
          rrIntervalsMs: upload.rrIntervalsMs,
        },
        { signal },
      );
      const activityId = (answer as { playerActivityId?: unknown } | null)?.playerActivityId;
      if (typeof activityId !== 'string')
        throw new ApiError(
          'BAD_RESPONSE',
          'Malformed answer: no playerActivityId',
          200,
          callName('POST', LIVE_SESSIONS),
        );
      return { kind: 'saved', activityId };
    } catch (error) {
      // A server without the call: the recording stays on the device.
      if (isNotOffered(error)) return { kind: 'not-offered' };
      throw error;
    }
  }
}
