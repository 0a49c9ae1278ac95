/**
 * Foster's monotony of the last 7 days in plain words (docs/product-rules.md#load-status), for the
 * card's "More": how the week's load was spread over its days. The figures and their formulas are
 * in the Playbook.
 *
 * - no load at all: a week of rest;
 * - the same load every day (monotony not defined, its deviation 0): every day the same;
 * - monotony above 2.0: every day about the same. 2.0 is the bound of a monotonous week usually
 *   taken from Foster 1998 (Med Sci Sports Exerc 30:1164–1168); **our choice**: 2.0 itself is not
 *   above it;
 * - otherwise hard and easy days alternate (a day of rest is an easy day).
 */

export const MONOTONOUS_WEEK_FROM = 2;

export const WEEK_SHAPES = ['rest', 'same-every-day', 'about-the-same', 'alternating'] as const;
export type WeekShape = (typeof WEEK_SHAPES)[number];

/** The shape of a week from its load (TRIMPs) and its monotony (null when every day had the same load). */
export function classifyWeekShape(weekLoad: number, monotony: number | null): WeekShape {
  if (monotony === null) return weekLoad > 0 ? 'same-every-day' : 'rest';
  return monotony > MONOTONOUS_WEEK_FROM ? 'about-the-same' : 'alternating';
}
