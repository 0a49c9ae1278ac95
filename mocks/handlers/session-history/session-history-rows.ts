import type { ActivityDataStatus } from '../../../src/domain/activity/activity-type';
import type {
  SessionHistoryPlayerInfo,
  SessionHistoryRow,
} from '../../../src/domain/session-history/session-history-row';
import { mockClock } from '../../clock';
import { findAccountById } from '../../db/account-queries';
import { db } from '../../db/mock-db';
import type { PlayerRecord } from '../../db/schemas';
import { effectiveStatusOf, liveSessionsOfPlayer } from '../../db/session-queries';
import type { SessionRecord } from '../../db/session-schemas';
import {
  figuresOfStoredSession,
  prepareFiguresOf,
  type SessionFigures,
} from '../../world/sessions/session-figures-memo';

/** The rows of a player's session history: every live session, figures only for analysed ones. */

function teamNames(): Map<string, string> {
  return new Map(db.teams.all().map((team) => [team.id, team.name] as const));
}

/** A row; `figures` only for a processed session, `dataStatus` as of now (a finished resync counts). */
function toSessionHistoryRow(
  record: SessionRecord,
  dataStatus: ActivityDataStatus,
  figures: SessionFigures | null,
  teamName: string | null,
): SessionHistoryRow {
  return {
    activityId: record.id,
    startTime: new Date(record.startMs).toISOString(),
    title: record.title,
    type: record.type,
    dataStatus,
    teamId: record.teamId,
    teamName,
    durationSeconds: record.durationSec,
    avgBpm: figures?.avgBpm ?? null,
    topBpm: figures?.maxBpm ?? null,
    apSeconds: figures?.apSeconds ?? null,
    apPercent: figures?.apPercent ?? null,
    calories: figures?.calories ?? null,
    workloadTrimps: figures?.trimp ?? null,
    met: figures?.met ?? null,
    distanceMeters: figures?.distanceMeters ?? null,
    highSpeedMeters: figures?.highSpeedMeters ?? null,
    sprints: figures?.sprints ?? null,
    timeAbove80Seconds: figures?.timeAbove80Seconds ?? null,
  };
}

export async function sessionHistoryRowsOf(player: PlayerRecord): Promise<SessionHistoryRow[]> {
  const now = mockClock.now();
  const records = liveSessionsOfPlayer(db, player.id);
  await prepareFiguresOf(
    records.filter((record) => effectiveStatusOf(record, now) === 'PROCESSED'),
    player,
  );
  const names = teamNames();
  return records.map((record) => {
    const status = effectiveStatusOf(record, now);
    const teamName = record.teamId === null ? null : (names.get(record.teamId) ?? null);
    return toSessionHistoryRow(
      record,
      status,
      status === 'PROCESSED' ? figuresOfStoredSession(record, player) : null,
      teamName,
    );
  });
}

/** A player with an account of their own shows that account's photo (the profile's avatar); a child its own. */
export function toPlayerInfo(player: PlayerRecord): SessionHistoryPlayerInfo {
  const account = player.accountId === null ? undefined : findAccountById(db, player.accountId);
  return {
    playerId: player.id,
    firstName: player.firstName,
    lastName: player.lastName,
    photo: account?.photo ?? player.photo,
    weightKnown: player.weightKg !== null && player.weightKg > 0,
  };
}
