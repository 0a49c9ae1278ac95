/**
 * Answers kept on the device to be read offline (docs/product-rules.md#offline): the last calendar
 * month, the dashboard and the last sessions opened, per account. Each kept answer belongs to a
 * reading (a group and an item: the calendar of a player, a session by its id) and is named by its
 * call (`key`); how many of each are kept is the rule below.
 */

export const KEPT_ANSWER_GROUPS = ['calendar', 'dashboard', 'session'] as const;
export type KeptAnswerGroup = (typeof KEPT_ANSWER_GROUPS)[number];

/** Where a kept answer sits: its group, the item of that group (a player, a session) and the call it answers. */
export interface KeptAnswerPlace {
  readonly group: KeptAnswerGroup;
  /** The calendar's and the dashboard's player; the session's id. */
  readonly item: string;
  /** The call with its query, as the adapter names it: the same call offline finds the same answer. */
  readonly key: string;
}

export interface KeptAnswerStamp extends KeptAnswerPlace {
  /** Epoch ms the answer arrived. */
  readonly keptAt: number;
}

interface GroupLimit {
  /** Items of the group kept, the most recently answered first. */
  readonly items: number;
  /** Calls kept per item, the most recent first. */
  readonly keysPerItem: number;
}

/** The sessions opened that stay readable offline. */
const KEPT_SESSIONS = 10;

/**
 * How much is kept: the calendar's last month per player (one call), the dashboard's calls per
 * player (its teams, first load, figures and timeline pages), the last 10 sessions opened (each with
 * its chart and segment calls). Players: a parent's children, at most five.
 */
export const KEPT_ANSWER_LIMITS: Readonly<Record<KeptAnswerGroup, GroupLimit>> = {
  calendar: { items: 5, keysPerItem: 1 },
  dashboard: { items: 5, keysPerItem: 12 },
  session: { items: KEPT_SESSIONS, keysPerItem: 8 },
};

const newestFirst = (a: KeptAnswerStamp, b: KeptAnswerStamp): number => b.keptAt - a.keptAt;

/**
 * The kept answers of one account that go over the limits: per item, the calls after the newest
 * `keysPerItem`; per group, every call of the items after the `items` most recently answered. Ties
 * keep the one listed first. Pure: the store deletes what this answers.
 */
export function keptAnswersOverLimit<T extends KeptAnswerStamp>(
  entries: readonly T[],
  limits: Readonly<Record<KeptAnswerGroup, GroupLimit>> = KEPT_ANSWER_LIMITS,
): T[] {
  const over: T[] = [];
  for (const group of KEPT_ANSWER_GROUPS) {
    const limit = limits[group];
    const items = new Map<string, T[]>();
    for (const entry of [...entries].filter((e) => e.group === group).sort(newestFirst)) {
      const list = items.get(entry.item) ?? [];
      list.push(entry);
      items.set(entry.item, list);
    }
    // Map keeps the order of first insertion: items by their newest answer, newest first.
    [...items.values()].forEach((list, rank) => {
      if (rank >= limit.items) over.push(...list);
      else over.push(...list.slice(limit.keysPerItem));
    });
  }
  return over;
}
