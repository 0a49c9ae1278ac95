/** Stable ids of the demo records and the demo link tokens (tests and later issues refer to them). */

export const DEMO_IDS = {
  accounts: {
    player: 'acc-alex',
    parent: 'acc-sam',
    new: 'acc-jo',
    verified: 'acc-kim',
    solo: 'acc-pat',
  },
  players: {
    alex: 'pl-alex',
    emma: 'pl-emma',
    noah: 'pl-noah',
    jo: 'pl-jo',
    kim: 'pl-kim',
    pat: 'pl-pat',
  },
  teams: {
    lakesideSeniors: 'team-lakeside-seniors',
    northside: 'team-northside-athletics',
    lakesideU12Girls: 'team-lakeside-u12-girls',
    lakesideU16: 'team-lakeside-u16',
    harborFutsal: 'team-harbor-futsal-u16',
    /** The team of the organisation invitation: nobody in it until Alex accepts. */
    riverside: 'team-riverside-academy',
  },
  /** Alex's additional address that waits for its confirmation link. */
  unconfirmedEmailId: 'ae-alex-2',
  parentId: 'parent-sam',
} as const;

export const DEMO_LINK_TOKENS = {
  valid: 'demo-valid',
  expired: 'demo-expired',
  redeemed: 'demo-redeemed',
  childValid: 'demo-child-valid',
} as const;
