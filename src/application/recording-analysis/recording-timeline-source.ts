import type { Timeline, TimelineQuery } from '../../domain/activity/timeline';
import { timelineOfSamples } from '../../domain/activity/timeline-of-samples';
import type { SessionSample } from '../../domain/session/session-sample';
import type { TimelineSource } from '../ports/timeline-source.port';

/** The recording the charts draw: its id (one per opened file), its samples and the HRmax in use. */
export interface ChartedRecording {
  readonly id: string;
  readonly samples: readonly SessionSample[];
  readonly hrmax: number;
}

/**
 * Timelines of a file opened in the browser, computed from its samples on the spot
 * (timelineOfSamples, the same buckets the mock backend answers for a stored session), so the file
 * page's charts are the session detail's own (a distance-only file's speed drawn from its
 * distance). A request for another file than the one open now (an answer the page no longer
 * wants) is refused.
 */
export class RecordingTimelineSource implements TimelineSource {
  /**
   * @param yieldToPage resolves in a later task: each timeline is computed in a task of its own, after
   * the page has drawn what it shows without them, and handed over in another, so that the charts
   * render apart from the computing: opening a 4-hour file is several short tasks, never one long one.
   */
  constructor(
    private readonly recording: () => ChartedRecording | null,
    private readonly yieldToPage: () => Promise<void> = () => Promise.resolve(),
  ) {}

  async getTimeline(activityId: string, query: TimelineQuery): Promise<Timeline> {
    await this.yieldToPage();
    const recording = this.recording();
    if (recording === null || recording.id !== activityId) throw new Error(`no recording ${activityId} is open`);
    const timeline = timelineOfSamples(recording.samples, query, recording.hrmax);
    await this.yieldToPage();
    return timeline;
  }
}
