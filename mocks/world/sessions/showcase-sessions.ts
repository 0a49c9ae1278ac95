import type { ActivityDataStatus } from '../../../src/domain/activity/activity-type';
import { addDays, type IsoDate } from '../../../src/domain/time/civil-date';
import { instantOfLocalTime, startOfLocalDay } from '../../../src/domain/time/time-zone';
import type { SessionRecord, StoredAttachment } from '../../db/session-schemas';
import { newSessionRecord } from './session-record';
import { DEMO_TIME_ZONE } from './team-schedule';

/** The showcase player's two long INDIVIDUAL sessions (docs/product-rules.md#demo-accounts): 3 h 50 (flagged) and 4 h 30 (trimmed). */
export const TOO_LONG_SESSION_SECONDS = 3 * 3600 + 50 * 60;
export const TRIMMED_SESSION_SECONDS = 4 * 3600 + 30 * 60;
const TOO_LONG_DAYS_AGO = 9;
const TRIMMED_DAYS_AGO = 23;

/**
 * The demo's public links (docs/product-rules.md#demo-world): the showcase player's processed GAME
 * with a description, attachments and team-mates (none of which the link shows), and their session
 * whose processing failed (no data); and a child's GAME (Emma's, shared by her parent), which the link
 * shows without its title or start time. Stopping a share makes its token unknown until a reset.
 */
export const DEMO_SHARE_TOKENS = {
  shared: 'demo-shared',
  withoutData: 'demo-shared-no-data',
  child: 'demo-shared-child',
} as const;

/** The child's sessions, with their latest processed GAME shared under DEMO_SHARE_TOKENS.child. */
export function shareChildGame(records: readonly SessionRecord[]): SessionRecord[] {
  const latest = records.reduce<SessionRecord | null>(
    (found, record) =>
      record.type === 'GAME' && record.dataStatus === 'PROCESSED' && (found === null || record.startMs > found.startMs)
        ? record
        : found,
    null,
  );
  return records.map((record) => (record === latest ? { ...record, shareToken: DEMO_SHARE_TOKENS.child } : record));
}

/** Data states placed on the showcase player's sessions, and about how many days ago. */
const PLACED_STATES: ReadonlyArray<readonly [ActivityDataStatus, number]> = [
  ['FAILED', 20],
  ['BELT_NOT_WORN', 34],
  ['INVALID', 48],
];

export function fileAttachment(id: string, fileName: string, sizeBytes: number): StoredAttachment {
  return {
    id,
    kind: 'file',
    url: `https://files.example.com/demo/${encodeURIComponent(id)}/${encodeURIComponent(fileName)}`,
    fileName,
    sizeBytes,
    description: fileName,
  };
}

function linkAttachment(id: string, url: string, fileName: string | null): StoredAttachment {
  return { id, kind: 'link', url, fileName, sizeBytes: null, description: fileName ?? url };
}

function withStatus(record: SessionRecord, dataStatus: ActivityDataStatus): SessionRecord {
  return { ...record, dataStatus, segments: dataStatus === 'PROCESSED' ? record.segments : [] };
}

/** A long INDIVIDUAL session at 06:00 local time, `daysAgo` days before the demo world's today. */
function longSession(
  playerId: string,
  today: IsoDate,
  daysAgo: number,
  durationSec: number,
  title: string,
): SessionRecord {
  const day = addDays(today, -daysAgo);
  const id = `pa-${playerId}-${day}-long`;
  return newSessionRecord({
    id,
    playerId,
    teamId: null,
    eventId: null,
    type: 'INDIVIDUAL',
    title,
    startMs: instantOfLocalTime(day, 6, 0, DEMO_TIME_ZONE),
    durationSec,
    dropouts: false,
  });
}

/**
 * Adds the showcase sessions and states to one player's sessions: the latest session is being
 * processed; the latest TRAINING (own app) and GAME (coach-run) before it are not synced; FAILED,
 * BELT_NOT_WORN and INVALID sessions a few weeks back; the two long sessions; attachments,
 * descriptions and segments on recent sessions. `today` is the demo world's local day (DEMO_TIME_ZONE).
 */
export function addShowcase(records: readonly SessionRecord[], playerId: string, today: IsoDate): SessionRecord[] {
  const tooLong = {
    ...longSession(playerId, today, TOO_LONG_DAYS_AGO, TOO_LONG_SESSION_SECONDS, 'Long ride'),
    description: 'Sunday ride around the lakes. Legs heavy after the first three hours.',
    // Recorded on a bike computer and uploaded as a file.
    source: 'FILE' as const,
    nextItemNumber: 2,
  };
  const trimmed = {
    ...longSession(playerId, today, TRIMMED_DAYS_AGO, TRIMMED_SESSION_SECONDS, 'Mountain trail run'),
    nextItemNumber: 3,
  };
  tooLong.attachments = [fileAttachment(`${tooLong.id}-a1`, 'route.gpx', 84_213)];
  trimmed.segments = [{ id: `${trimmed.id}-s1`, name: 'Climb', startSec: 2 * 3600, endSec: 3 * 3600 + 30 * 60 }];
  trimmed.attachments = [linkAttachment(`${trimmed.id}-a2`, 'https://www.example.com/trail-map', 'Trail map')];

  const sessions = records.map((record) => ({ ...record })).sort((a, b) => b.startMs - a.startMs);
  const latest = sessions[0];
  if (latest !== undefined) sessions[0] = withStatus(latest, 'NOT_PROCESSED');
  const replaceFirst = (
    predicate: (record: SessionRecord) => boolean,
    change: (record: SessionRecord) => SessionRecord,
  ): void => {
    const index = sessions.findIndex((record, i) => i > 0 && record.dataStatus === 'PROCESSED' && predicate(record));
    const found = sessions[index];
    if (found !== undefined) sessions[index] = change(found);
  };
  replaceFirst(
    (r) => r.type === 'TRAINING' && !r.coachRun,
    (r) => withStatus(r, 'NOT_SYNCED'),
  );
  replaceFirst(
    (r) => r.type === 'GAME' && r.coachRun,
    (r) => withStatus(r, 'NOT_SYNCED'),
  );
  for (const [status, daysAgo] of PLACED_STATES) {
    const before = startOfLocalDay(addDays(today, 1 - daysAgo), DEMO_TIME_ZONE);
    replaceFirst(
      (r) => r.startMs < before,
      (r) => withStatus(r, status),
    );
  }
  replaceFirst(
    (r) => r.type === 'GAME',
    (r) => ({
      ...r,
      description: 'Strong first half; we pressed high and it showed in the sprints.',
      shareToken: DEMO_SHARE_TOKENS.shared,
      attachments: [
        fileAttachment(`${r.id}-a${r.nextItemNumber}`, 'match-plan.pdf', 187_392),
        linkAttachment(`${r.id}-a${r.nextItemNumber + 1}`, 'https://www.example.com/match-report', 'Match report'),
      ],
      nextItemNumber: r.nextItemNumber + 2,
    }),
  );
  replaceFirst(
    (r) => r.type === 'TRAINING',
    (r) => ({
      ...r,
      attachments: [
        linkAttachment(`${r.id}-a${r.nextItemNumber}`, 'https://video.example.com/drills/rondo', 'Rondo drill video'),
      ],
      nextItemNumber: r.nextItemNumber + 1,
    }),
  );
  const failed = sessions.findIndex((record) => record.dataStatus === 'FAILED');
  const failedSession = sessions[failed];
  if (failedSession !== undefined) sessions[failed] = { ...failedSession, shareToken: DEMO_SHARE_TOKENS.withoutData };
  return [...sessions, tooLong, trimmed];
}
