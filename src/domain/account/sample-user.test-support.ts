import type { User } from './user';

/** A well-formed user, as the API sends it, for tests in any layer. */
export function sampleUser(overrides: Partial<User> = {}): User {
  return {
    accountId: 'acc-1',
    playerId: 'player-1',
    playerAccountStatus: 'ACTIVE',
    language: 'en',
    email: 'player@example.com',
    newEmail: null,
    phone: { countryCode: '+33', number: '612345678' },
    additionalEmailAddresses: [{ id: 'mail-1', email: 'alt@example.com', confirmed: false }],
    activityPrivacy: false,
    systemWideActivityPrivacy: true,
    unitDistance: 'METRIC',
    unitHeightWeight: 'IMPERIAL',
    firstName: 'Alex',
    lastName: 'Martin',
    photo: null,
    parentId: null,
    playerDetails: [{ playerId: 'child-1', firstName: 'Emma', lastName: 'Martin', photo: '/images/emma.png' }],
    ...overrides,
  };
}
