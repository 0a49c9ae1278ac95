import * as v from 'valibot';

/**
 * Record schemas of the mock backend (valibot, a Standard Schema for @msw/data 1.x).
 * Every record has a string `id` of its own: the persistence layer and the handlers key
 * on it, never on @msw/data's internal primary keys. All instants are epoch milliseconds
 * on the mock clock (mocks/clock.ts).
 */

const phoneSchema = v.object({ countryCode: v.string(), number: v.string() });

const additionalEmailSchema = v.object({
  id: v.string(),
  email: v.string(),
  confirmed: v.boolean(),
});

export const SUBSCRIPTION_TYPES = ['SESSION_SUMMARY', 'WEEKLY_REPORT', 'WEEKLY_INDIVIDUAL_REPORT'] as const;

/** One mail the account may receive, on or off (docs/api-account.md#profile). */
const subscriptionSchema = v.object({
  id: v.string(),
  type: v.picklist(SUBSCRIPTION_TYPES),
  subscribed: v.boolean(),
});

/** A login: a player's own account or a parent's account (parentId set, children in `players`). */
export const accountSchema = v.object({
  id: v.string(),
  email: v.string(),
  password: v.string(),
  status: v.picklist(['ACTIVE', 'NOT_VERIFIED', 'INVITED']),
  /** True when the email was confirmed behind the app's back: resend answers BP_403. */
  emailConfirmed: v.boolean(),
  activationMailsSent: v.number(),
  firstName: v.string(),
  middleName: v.nullable(v.string()),
  lastName: v.string(),
  /** YYYY-MM-DD or null: the profile's date of birth (an own player's is copied to its player record). */
  birthDate: v.nullable(v.string()),
  language: v.picklist(['en', 'fr']),
  unitDistance: v.picklist(['METRIC', 'IMPERIAL']),
  unitHeightWeight: v.picklist(['METRIC', 'IMPERIAL']),
  activityPrivacy: v.boolean(),
  systemWideActivityPrivacy: v.boolean(),
  photo: v.nullable(v.string()),
  phone: v.nullable(phoneSchema),
  newEmail: v.nullable(v.string()),
  additionalEmails: v.array(additionalEmailSchema),
  subscriptions: v.array(subscriptionSchema),
  /** Set for a parent account; its children are the players whose parentAccountId is this account's id. */
  parentId: v.nullable(v.string()),
  /** The account's own player record; null for a parent. */
  playerId: v.nullable(v.string()),
});

/** A player: the athlete whose sessions are recorded. Children of a parent have no account of their own. */
export const playerSchema = v.object({
  id: v.string(),
  accountId: v.nullable(v.string()),
  parentAccountId: v.nullable(v.string()),
  firstName: v.string(),
  middleName: v.nullable(v.string()),
  lastName: v.string(),
  photo: v.nullable(v.string()),
  /** YYYY-MM-DD */
  birthDate: v.string(),
  sex: v.nullable(v.picklist(['MALE', 'FEMALE'])),
  heightCm: v.nullable(v.number()),
  weightKg: v.nullable(v.number()),
  /** Measured HRmax when known, else null (the domain falls back to Tanaka). */
  maxHr: v.nullable(v.number()),
  restingHr: v.number(),
  beltNumber: v.nullable(v.string()),
  position: v.nullable(v.string()),
  /**
   * A child's leaderboard consent, given by their parent for this child alone (docs/api-dashboard.md#privacy);
   * absent means not given. A player with an account of their own has it on the account instead.
   */
  systemWideActivityPrivacy: v.optional(v.boolean()),
});

export const teamSchema = v.object({
  id: v.string(),
  name: v.string(),
  organization: v.string(),
  sport: v.string(),
});

export const membershipSchema = v.object({
  id: v.string(),
  teamId: v.string(),
  playerId: v.string(),
  role: v.picklist(['PLAYER', 'COACH']),
  jerseyNumber: v.nullable(v.number()),
});

/** A bearer access token (`id` is the token string sent in `Authorization`). */
export const accessTokenSchema = v.object({
  id: v.string(),
  accountId: v.string(),
  /** The login this token descends from; revoking a family drops all its tokens. */
  familyId: v.string(),
  issuedAt: v.number(),
  expiresAt: v.number(),
});

/** A refresh token. Used once: it is then `spent`; presenting a spent one revokes its family. */
export const refreshTokenSchema = v.object({
  id: v.string(),
  accountId: v.string(),
  familyId: v.string(),
  issuedAt: v.number(),
  expiresAt: v.number(),
  spent: v.boolean(),
  revoked: v.boolean(),
});

/**
 * An integration access code (docs/product-rules.md#integration-login): 60 s, single use.
 * `playerId` is the child it was issued for, null for the account's own code.
 */
export const accessCodeSchema = v.object({
  id: v.string(),
  accountId: v.string(),
  playerId: v.nullable(v.string()),
  issuedAt: v.number(),
  expiresAt: v.number(),
  spent: v.boolean(),
});

/** What a public `:token` link is for, one kind per route family (docs/api-account.md#link-tokens). */
const LINK_KINDS = [
  'SIGN_UP',
  'ACTIVATION',
  'CHILD_CONFIRMATION',
  'ORGANIZATION_INVITE',
  'PASSWORD_RESET',
  'EMAIL_CHANGE',
  'ADDITIONAL_EMAIL',
  'SUBSCRIPTION',
] as const;

/**
 * A token of a public `:token` route. `id` is `<kind>:<token>`, so one demo token string can mean
 * something different on each route; kind `ANY` (the demo's expired and used tokens) answers on every route.
 */
export const linkTokenSchema = v.object({
  id: v.string(),
  token: v.string(),
  kind: v.picklist([...LINK_KINDS, 'ANY']),
  /** The account the link acts on (the invited player's for an organisation invitation, the parent's for a child confirmation). */
  accountId: v.nullable(v.string()),
  /** The address concerned: the invited one, the new one of an email change, the additional one… */
  email: v.string(),
  /** A sign-up invitation's names (the child's for a child invitation). */
  firstName: v.string(),
  lastName: v.string(),
  /** A child sign-up (COPPA fields) rather than an adult one. */
  child: v.boolean(),
  teamId: v.nullable(v.string()),
  /** The child of a child confirmation. */
  playerId: v.nullable(v.string()),
  /** The additional email's id (ADDITIONAL_EMAIL) or the subscription types it may change (SUBSCRIPTION). */
  targets: v.array(v.string()),
  /** Null: never expires (demo tokens). On the mock clock. */
  expiresAt: v.nullable(v.number()),
  redeemedAt: v.nullable(v.number()),
  /** The demo's valid tokens can be used again and again; outbox tokens are single-use. */
  reusable: v.boolean(),
});

const MAIL_KINDS = ['ACTIVATION', 'PASSWORD_RESET', 'EMAIL_CHANGE', 'ADDITIONAL_EMAIL', 'CHILD_CONFIRMATION'] as const;

/** A mail the real backend would have sent (the demo outbox, docs/api-account.md#the-demo-mail-outbox). */
export const mailSchema = v.object({
  id: v.string(),
  kind: v.picklist(MAIL_KINDS),
  to: v.string(),
  subject: v.string(),
  /** A path of this app carrying the link's token. */
  link: v.string(),
  sentAt: v.number(),
});

/** The mails an account may ask for again, each limited to 1 a minute and 5 an hour (docs/api.md#too-many-requests). */
const LIMITED_MAIL_KINDS = ['ACTIVATION', 'PASSWORD_RESET'] as const;

/** One accepted ask for a limited mail: when, by which account (kept an hour, for the limit). */
export const mailRequestSchema = v.object({
  id: v.string(),
  accountId: v.string(),
  kind: v.picklist(LIMITED_MAIL_KINDS),
  at: v.number(),
});

/** A fault injected through POST /__mock/faults. */
export const faultSchema = v.object({
  id: v.string(),
  /** Matches when the request path (after the API base) contains it. */
  path: v.string(),
  method: v.nullable(v.string()),
  /** 0 means "no error, only latency" (and is the status of a network or hang fault). */
  status: v.number(),
  code: v.string(),
  desc: v.string(),
  timesLeft: v.number(),
  latencyMs: v.number(),
  /**
   * No answer at all: the connection fails (the client sees a network error). Optional with a
   * default so snapshots persisted before these fields existed stay valid.
   */
  network: v.optional(v.boolean(), false),
  /** No answer ever: the call hangs until the client gives up (its own time-out). */
  hang: v.optional(v.boolean(), false),
});

export type AccountRecord = v.InferOutput<typeof accountSchema>;
export type PlayerRecord = v.InferOutput<typeof playerSchema>;
export type TeamRecord = v.InferOutput<typeof teamSchema>;
export type MembershipRecord = v.InferOutput<typeof membershipSchema>;
export type AccessCodeRecord = v.InferOutput<typeof accessCodeSchema>;
export type LinkTokenRecord = v.InferOutput<typeof linkTokenSchema>;
export type LinkKind = (typeof LINK_KINDS)[number];
export type MailRecord = v.InferOutput<typeof mailSchema>;
export type MailKind = (typeof MAIL_KINDS)[number];
export type SubscriptionRecord = v.InferOutput<typeof subscriptionSchema>;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];
export type FaultRecord = v.InferOutput<typeof faultSchema>;
export type LimitedMailKind = (typeof LIMITED_MAIL_KINDS)[number];
