import {
  SUBSCRIPTION_TYPES,
  type AccountRecord,
  type MembershipRecord,
  type PlayerRecord,
  type SubscriptionRecord,
} from './schemas';

/** Fresh records with the defaults of a new account (sign-up) and of the demo world. */

/** Every mail on, except the weekly individual report. Ids: `sub-<account id without acc->-<type>`. */
function subscriptionsOf(accountId: string): SubscriptionRecord[] {
  const name = accountId.replace(/^acc-/, '');
  return SUBSCRIPTION_TYPES.map((type) => ({
    id: `sub-${name}-${type.toLowerCase().replaceAll('_', '-')}`,
    type,
    subscribed: type !== 'WEEKLY_INDIVIDUAL_REPORT',
  }));
}

/** A short random id with a prefix, e.g. `acc-1f2e3d4c`. */
export function newRecordId(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
}

export type NewAccountFields = Pick<
  AccountRecord,
  'id' | 'email' | 'password' | 'status' | 'firstName' | 'lastName' | 'playerId'
> &
  Partial<AccountRecord>;

export function newAccountRecord(fields: NewAccountFields): AccountRecord {
  return {
    emailConfirmed: fields.status === 'ACTIVE',
    activationMailsSent: 0,
    middleName: null,
    birthDate: null,
    language: 'en',
    unitDistance: 'METRIC',
    unitHeightWeight: 'METRIC',
    activityPrivacy: true,
    systemWideActivityPrivacy: false,
    photo: null,
    phone: null,
    newEmail: null,
    additionalEmails: [],
    subscriptions: subscriptionsOf(fields.id),
    parentId: null,
    ...fields,
  };
}

export function newPlayerRecord(
  fields: Pick<PlayerRecord, 'id' | 'firstName' | 'lastName' | 'birthDate'> & Partial<PlayerRecord>,
): PlayerRecord {
  return {
    accountId: null,
    parentAccountId: null,
    middleName: null,
    photo: null,
    sex: null,
    heightCm: null,
    weightKg: null,
    maxHr: null,
    restingHr: 60,
    beltNumber: null,
    position: null,
    ...fields,
  };
}

export function newMembershipRecord(teamId: string, playerId: string): MembershipRecord {
  return { id: `m-${teamId}-${playerId}`, teamId, playerId, role: 'PLAYER', jerseyNumber: null };
}
