import type { LinkTokenRecord } from '../db/schemas';
import { DEMO_IDS, DEMO_LINK_TOKENS } from './demo-ids';

/**
 * The demo tokens of the public `:token` routes (docs/product-rules.md#link-tokens): what
 * `demo-valid` belongs to on each route, and the expired and used tokens that answer on every route.
 * Demo tokens never expire on their own and `demo-valid` can be used again and again.
 */

const A = DEMO_IDS.accounts;

type LinkFields = Partial<Omit<LinkTokenRecord, 'id' | 'kind' | 'token'>>;

function link(kind: LinkTokenRecord['kind'], token: string, fields: LinkFields): LinkTokenRecord {
  return {
    id: `${kind}:${token}`,
    token,
    kind,
    accountId: null,
    email: '',
    firstName: '',
    lastName: '',
    child: false,
    teamId: null,
    playerId: null,
    targets: [],
    expiresAt: null,
    redeemedAt: null,
    reusable: true,
    ...fields,
  };
}

const VALID = DEMO_LINK_TOKENS.valid;

const DEMO_LINKS: readonly LinkTokenRecord[] = [
  link('SIGN_UP', VALID, {
    email: 'invited@example.com',
    firstName: 'Riley',
    lastName: 'Stone',
    teamId: DEMO_IDS.teams.lakesideSeniors,
  }),
  link('SIGN_UP', DEMO_LINK_TOKENS.childValid, {
    firstName: 'Mia',
    lastName: 'Rivera',
    child: true,
    teamId: DEMO_IDS.teams.lakesideSeniors,
  }),
  link('ACTIVATION', VALID, { accountId: A.new, email: 'new@example.com' }),
  link('CHILD_CONFIRMATION', VALID, {
    accountId: A.parent,
    email: 'parent@example.com',
    playerId: DEMO_IDS.players.noah,
    firstName: 'Noah',
    lastName: 'Martin',
  }),
  link('ORGANIZATION_INVITE', VALID, {
    accountId: A.player,
    email: 'player@example.com',
    firstName: 'Alex',
    lastName: 'Martin',
    teamId: DEMO_IDS.teams.riverside,
  }),
  link('PASSWORD_RESET', VALID, { accountId: A.player, email: 'player@example.com' }),
  link('EMAIL_CHANGE', VALID, { accountId: A.verified, email: 'kim.lee@example.com' }),
  link('ADDITIONAL_EMAIL', VALID, {
    accountId: A.player,
    email: 'coach.notes@example.com',
    targets: [DEMO_IDS.unconfirmedEmailId],
  }),
  // The Unsubscribe page sends SESSION_SUMMARY, its weekly variant WEEKLY_REPORT: this link takes both.
  link('SUBSCRIPTION', VALID, {
    accountId: A.player,
    email: 'player@example.com',
    targets: ['SESSION_SUMMARY', 'WEEKLY_REPORT'],
  }),
  link('ANY', DEMO_LINK_TOKENS.expired, { expiresAt: 0, reusable: false }),
  link('ANY', DEMO_LINK_TOKENS.redeemed, { redeemedAt: 0, reusable: false }),
];

export function buildDemoLinkTokens(): LinkTokenRecord[] {
  return DEMO_LINKS.map((record) => structuredClone(record));
}
