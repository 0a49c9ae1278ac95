import type { Timeline, TimelineQuery } from '../../domain/activity/timeline';
import { timelineOfSamples } from '../../domain/activity/timeline-of-samples';
import type { SessionSample } from '../../domain/session/session-sample';
import type { TimelineSource } from '../ports/timeline-source.port';

/**
 * The samples as the speed chart needs them: a file that records only the cumulative distance (many
 * TCX and GPX files) gets each sample's speed from the distance covered until the next sample, the
 * way the analysis credits it (src/domain/session/session-integrals.ts), so its speed and
 * distance charts are not empty while its figures have AP and distance. Samples with a speed of
 * their own keep it; a series with no distance-only sample comes back as it is.
 */
export function withSpeedFromDistance(samples: readonly SessionSample[]): readonly SessionSample[] {
  if (!samples.some((sample) => sample.speed === undefined && sample.distance !== undefined)) return samples;
  const filled: SessionSample[] = samples.slice();
  let previous = -1;
  for (let i = 0; i < samples.length; i += 1) {
    const sample = samples[i] as SessionSample;
    if (sample.distance === undefined || !Number.isFinite(sample.distance)) continue;
    if (previous >= 0) {
      const from = samples[previous] as SessionSample;
      const seconds = sample.t - from.t;
      if (from.speed === undefined && seconds > 0) {
        filled[previous] = { ...from, speed: Math.max(0, (sample.distance - (from.distance as number)) / seconds) };
      }
    }
    previous = i;
  }
  return filled;
}

/** The recording the charts draw: its id (one per opened file), its samples and the HRmax in use. */
export interface ChartedRecording {
  readonly id: string;
  readonly samples: readonly SessionSample[];
  readonly hrmax: number;
}

/**
 * Timelines of a file opened in the browser, computed from its samples on the spot
 * (timelineOfSamples, the same buckets the mock backend answers for a stored session), so the file
 * page's charts are the session detail's own. A request for another file than the one open now
 * (an answer the page no longer wants) is refused.
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
