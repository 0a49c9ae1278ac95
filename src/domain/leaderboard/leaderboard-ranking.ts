import type { MaybeMeasured } from '../activity/measured-figure';
import { SECONDS_PER_MINUTE } from '../units/time-units';
import type { LeaderboardAggregation, LeaderboardDataType } from './leaderboard-query';

/**
 * Ranking rules of the leaderboard (docs/product-rules.md#leaderboard-fields). Minutes are AP
 * (active participation) minutes. Our choices:
 * - SUM ranks by the AP minutes of the period; AVERAGE by the AP minutes per session;
 * - SESSIONS ranks by the number of sessions;
 * - the highest value ranks first; equal values share a rank and the next rank skips
 *   ("1, 2, 2, 4", standard competition ranking); equal values are listed by name;
 * - the change compares with the rank in the previous period: a better (smaller) rank is UP,
 *   a worse one DOWN, the same SAME, and not ranked then is NEW;
 * - AP counts only the sessions that measured it (docs/product-rules.md#not-measured): an entry
 *   whose sessions all came from a heart-rate belt alone has no minutes (not 0), and ranks by
 *   minutes after every entry that has some, sharing one rank with the others like it.
 */

export const RANK_CHANGES = ['UP', 'DOWN', 'SAME', 'NEW'] as const;
export type RankChange = (typeof RANK_CHANGES)[number];

/** A player's (or team's) figures over a period. */
export interface LeaderboardFigures {
  readonly id: string;
  /** Shown name, used to order equal values. */
  readonly name: string;
  readonly sessions: number;
  /** The AP seconds of the sessions that measured AP; NotMeasured when none did. */
  readonly apSeconds: MaybeMeasured;
  /** How many of the sessions measured AP (AVERAGE divides by them). */
  readonly apSessions: number;
}

/** AP minutes: the total (SUM) or the mean per session that measured AP (AVERAGE; 0 without one); NotMeasured stays so. */
export function aggregateApMinutes(
  apSeconds: MaybeMeasured,
  apSessions: number,
  method: LeaderboardAggregation,
): MaybeMeasured {
  if (apSeconds === null) return null;
  const total = apSeconds / SECONDS_PER_MINUTE;
  if (method === 'SUM') return total;
  return apSessions > 0 ? total / apSessions : 0;
}

/** The value ranked: sessions, or AP minutes aggregated as asked. */
export function selectRankingValue(
  figures: LeaderboardFigures,
  dataType: LeaderboardDataType,
  method: LeaderboardAggregation,
): MaybeMeasured {
  return dataType === 'SESSIONS' ? figures.sessions : aggregateApMinutes(figures.apSeconds, figures.apSessions, method);
}

export interface RankedEntry<T extends LeaderboardFigures> {
  readonly entry: T;
  readonly rank: number;
  readonly value: MaybeMeasured;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Highest first; a value not measured after every measured one. */
function compareValuesDescending(a: MaybeMeasured, b: MaybeMeasured): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return b - a;
}

/** Highest value first, then the values not measured; equal values by name then id; ranks 1..n with ties sharing a rank. */
export function rankEntries<T extends LeaderboardFigures>(
  entries: readonly T[],
  valueOf: (entry: T) => MaybeMeasured,
): RankedEntry<T>[] {
  const valued = entries.map((entry) => ({ entry, value: valueOf(entry) }));
  valued.sort(
    (a, b) =>
      compareValuesDescending(a.value, b.value) ||
      compareText(a.entry.name, b.entry.name) ||
      compareText(a.entry.id, b.entry.id),
  );
  const ranked: RankedEntry<T>[] = [];
  valued.forEach(({ entry, value }, index) => {
    const previous = ranked[index - 1];
    const rank = previous !== undefined && previous.value === value ? previous.rank : index + 1;
    ranked.push({ entry, value, rank });
  });
  return ranked;
}

/** UP, DOWN, SAME against the previous rank; NEW when there was none. */
export function compareRank(rank: number, previousRank: number | null): RankChange {
  if (previousRank === null) return 'NEW';
  if (rank < previousRank) return 'UP';
  if (rank > previousRank) return 'DOWN';
  return 'SAME';
}

export interface LeaderboardStanding<T extends LeaderboardFigures> extends RankedEntry<T> {
  readonly previousRank: number | null;
  readonly change: RankChange;
}

/**
 * The leaderboard of a period: entries with at least one session are ranked by the data type
 * (and aggregation for MINUTES); each gets its change against the previous period's ranking of
 * the entries that had sessions then.
 */
export function rankLeaderboard<T extends LeaderboardFigures>(
  current: readonly T[],
  previous: readonly LeaderboardFigures[],
  dataType: LeaderboardDataType,
  method: LeaderboardAggregation,
): LeaderboardStanding<T>[] {
  const valueOf = (entry: LeaderboardFigures) => selectRankingValue(entry, dataType, method);
  const previousRanks = new Map(
    rankEntries(
      previous.filter((entry) => entry.sessions > 0),
      valueOf,
    ).map((ranked) => [ranked.entry.id, ranked.rank] as const),
  );
  return rankEntries(
    current.filter((entry) => entry.sessions > 0),
    valueOf,
  ).map((ranked) => {
    const previousRank = previousRanks.get(ranked.entry.id) ?? null;
    return { ...ranked, previousRank, change: compareRank(ranked.rank, previousRank) };
  });
}
