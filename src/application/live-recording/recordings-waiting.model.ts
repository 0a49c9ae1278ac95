import { reaction } from 'mobx';
import type { LiveRecordingSnapshot } from '../../domain/live/live-recording';
import type { QueuedRecording } from '../ports/live-recording-store.port';
import type { LiveOutbox } from './live-outbox.store';

/**
 * The "Record live" page's view of the outbox (docs/live-recording.md#saved-offline): the recordings
 * of the acting player that wait to be sent, a save that goes there, and the one shown becoming
 * saved once the outbox has sent it. Owned by the view-model.
 */
export class RecordingsWaiting {
  constructor(private readonly outbox: Pick<LiveOutbox, 'add' | 'waiting' | 'sent' | 'find'>) {}

  /** `playerId`'s recordings waiting, oldest save first. */
  of(playerId: string | null): readonly QueuedRecording[] {
    return playerId === null ? [] : this.outbox.waiting.filter((entry) => entry.recording.playerId === playerId);
  }

  find(id: string): LiveRecordingSnapshot | undefined {
    return this.outbox.find(id)?.recording;
  }

  /** Puts the recording into the outbox; answers false when the device's storage failed. */
  async add(recording: LiveRecordingSnapshot, title: string): Promise<boolean> {
    try {
      await this.outbox.add(recording, title);
      return true;
    } catch {
      return false;
    }
  }

  /** Calls `sent` with the session the shown waiting recording became, once the outbox has sent it; answers the function that stops. */
  follow(shown: () => LiveRecordingSnapshot | null, sent: (activityId: string) => void): () => void {
    return reaction(
      () => {
        const recording = shown();
        return recording === null ? undefined : this.outbox.sent.get(recording.id);
      },
      (activityId) => {
        if (activityId !== undefined) sent(activityId);
      },
      { fireImmediately: true },
    );
  }
}
