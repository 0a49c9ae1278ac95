import type { Activity } from '../../domain/activity/activity';
import type { ChartMetricsType, Timeline } from '../../domain/activity/timeline';
import type { SessionExport } from '../../domain/export/session-export';
import {
  buildActivityExport,
  EXPORT_TIMELINE_STEP_SECONDS,
  readTimelineSamples,
  splitTimelineSpans,
} from '../../domain/export/timeline-samples';
import type { TimelineSource } from '../ports/timeline-source.port';

/**
 * A stored session as the exports take it. The page holds only bucketed timelines, so its
 * per-second samples are asked again: the heart-rate (HR_BPM) and speed (AP) timelines at 1-s
 * steps over the analysed span, in pieces the server accepts (at most 10 000 buckets each),
 * all at once. Rejects when any piece fails.
 */
export async function loadActivityExport(timelines: TimelineSource, activity: Activity): Promise<SessionExport> {
  const activityId = activity.playerActivityId;
  const spans = splitTimelineSpans(activity.playerActivityInfo.analysedSeconds);
  const fetchAll = (chartMetricsType: ChartMetricsType): Promise<Timeline[]> =>
    Promise.all(
      spans.map((span) =>
        timelines.getTimeline(activityId, { ...span, timeInterval: EXPORT_TIMELINE_STEP_SECONDS, chartMetricsType }),
      ),
    );
  const [heartRate, speed] = await Promise.all([fetchAll('HR_BPM'), fetchAll('AP')]);
  return buildActivityExport(activity, readTimelineSamples(heartRate, speed), heartRate[0]?.hrmax ?? null);
}
