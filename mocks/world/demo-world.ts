import type { AccountRecord, MembershipRecord, PlayerRecord, TeamRecord } from '../db/schemas';
import { newAccountRecord, newPlayerRecord } from '../db/new-records';
import type { MockRecords } from '../db/mock-db';
import { DEMO_IDS } from './demo-ids';
import { buildDemoLinkTokens } from './demo-links';
import { generateRoster, type RosterSpec } from './demo-roster';
import { createSeededRandom } from './seeded-random';

/**
 * The demo world (docs/product-rules.md#demo-world, a contract for tests and the README). Everything in it comes
 * from `buildDemoWorld(seed)`, a pure function: the same seed gives the same world on every machine.
 */

export const DEMO_PASSWORD = 'demo-pass-1';
export const DEMO_WORLD_SEED = 20250901;

export { DEMO_IDS, DEMO_LINK_TOKENS } from './demo-ids';

/** The world: the records of every collection the seeded world fills. */
export type DemoWorld = Pick<MockRecords, 'accounts' | 'players' | 'teams' | 'memberships' | 'linkTokens'>;

const A = DEMO_IDS.accounts;
const P = DEMO_IDS.players;
const T = DEMO_IDS.teams;

function account(
  fields: Pick<AccountRecord, 'id' | 'email' | 'firstName' | 'lastName' | 'playerId'> & Partial<AccountRecord>,
): AccountRecord {
  return newAccountRecord({ password: DEMO_PASSWORD, status: 'ACTIVE', ...fields });
}

const player = newPlayerRecord;

const ACCOUNTS: readonly AccountRecord[] = [
  account({
    id: A.player,
    email: 'player@example.com',
    firstName: 'Alex',
    lastName: 'Martin',
    playerId: P.alex,
    phone: { countryCode: '+44', number: '7700900123' },
    additionalEmails: [
      { id: 'ae-alex-1', email: 'alex.training@example.com', confirmed: true },
      { id: DEMO_IDS.unconfirmedEmailId, email: 'coach.notes@example.com', confirmed: false },
    ],
  }),
  account({
    id: A.parent,
    email: 'parent@example.com',
    firstName: 'Sam',
    lastName: 'Martin',
    playerId: null,
    parentId: DEMO_IDS.parentId,
    phone: { countryCode: '+44', number: '7700900456' },
    birthDate: '1979-03-08',
  }),
  account({
    id: A.new,
    email: 'new@example.com',
    firstName: 'Jo',
    lastName: 'Rivera',
    playerId: P.jo,
    status: 'NOT_VERIFIED',
    emailConfirmed: false,
  }),
  account({
    id: A.verified,
    email: 'verified@example.com',
    firstName: 'Kim',
    lastName: 'Lee',
    playerId: P.kim,
    status: 'NOT_VERIFIED',
    emailConfirmed: true,
    language: 'fr',
    newEmail: 'kim.lee@example.com',
  }),
  account({
    id: A.solo,
    email: 'solo@example.com',
    firstName: 'Pat',
    lastName: 'Solo',
    playerId: P.pat,
    unitDistance: 'IMPERIAL',
    unitHeightWeight: 'IMPERIAL',
  }),
];

const DEMO_PLAYERS: readonly PlayerRecord[] = [
  player({
    id: P.alex,
    accountId: A.player,
    firstName: 'Alex',
    lastName: 'Martin',
    birthDate: '1996-04-12',
    sex: 'MALE',
    heightCm: 181,
    weightKg: 76,
    maxHr: 192,
    restingHr: 52,
    beltNumber: '41042',
    position: 'Midfielder',
  }),
  player({
    id: P.emma,
    parentAccountId: A.parent,
    firstName: 'Emma',
    lastName: 'Martin',
    birthDate: '2014-09-03',
    sex: 'FEMALE',
    heightCm: 148,
    weightKg: 39,
    restingHr: 70,
    beltNumber: '41077',
    position: 'Forward',
  }),
  player({
    id: P.noah,
    parentAccountId: A.parent,
    firstName: 'Noah',
    lastName: 'Martin',
    birthDate: '2010-02-17',
    sex: 'MALE',
    heightCm: 172,
    weightKg: 61,
    maxHr: 204,
    restingHr: 58,
    beltNumber: '41078',
    position: 'Defender',
  }),
  player({
    id: P.jo,
    accountId: A.new,
    firstName: 'Jo',
    lastName: 'Rivera',
    birthDate: '1999-11-23',
    sex: 'FEMALE',
    heightCm: 167,
    weightKg: 60,
    beltNumber: '41111',
    position: 'Forward',
  }),
  player({
    id: P.kim,
    accountId: A.verified,
    firstName: 'Kim',
    lastName: 'Lee',
    birthDate: '1993-06-30',
    sex: 'FEMALE',
    heightCm: 163,
    weightKg: 55,
    restingHr: 50,
    position: 'Long distance',
  }),
  player({
    id: P.pat,
    accountId: A.solo,
    firstName: 'Pat',
    lastName: 'Solo',
    birthDate: '1988-01-05',
    heightCm: 175,
    weightKg: 72,
  }),
];

const TEAMS: readonly TeamRecord[] = [
  { id: T.lakesideSeniors, name: 'Lakeside FC Seniors', organization: 'Lakeside FC', sport: 'football' },
  { id: T.northside, name: 'Northside Athletics', organization: 'Northside AC', sport: 'athletics' },
  { id: T.lakesideU12Girls, name: 'Lakeside FC U12 Girls', organization: 'Lakeside FC', sport: 'football' },
  { id: T.lakesideU16, name: 'Lakeside FC U16', organization: 'Lakeside FC', sport: 'football' },
  { id: T.harborFutsal, name: 'Harbor City Futsal U16', organization: 'Harbor City Futsal', sport: 'futsal' },
  // Last, with no members and no sessions: the leaderboard, dashboard and calendar figures stay as they were.
  { id: T.riverside, name: 'Riverside Academy', organization: 'Riverside Academy', sport: 'football' },
];

/** Which demo player is in which team, with their jersey number. */
const DEMO_MEMBERSHIPS: ReadonlyArray<readonly [teamId: string, playerId: string, jersey: number]> = [
  [T.lakesideSeniors, P.alex, 8],
  [T.lakesideSeniors, P.jo, 11],
  [T.northside, P.alex, 21],
  [T.northside, P.kim, 7],
  [T.lakesideU12Girls, P.emma, 9],
  [T.lakesideU16, P.noah, 4],
  [T.harborFutsal, P.noah, 5],
];

const ROSTERS: readonly Omit<RosterSpec, 'takenNumbers'>[] = [
  { teamId: T.lakesideSeniors, sport: 'football', count: 18, sex: 'MIXED', bornFrom: 1988, bornTo: 2004 },
  { teamId: T.northside, sport: 'athletics', count: 13, sex: 'MIXED', bornFrom: 1980, bornTo: 2003 },
  { teamId: T.lakesideU12Girls, sport: 'football', count: 14, sex: 'FEMALE', bornFrom: 2013, bornTo: 2014 },
  { teamId: T.lakesideU16, sport: 'football', count: 19, sex: 'MALE', bornFrom: 2009, bornTo: 2010 },
  { teamId: T.harborFutsal, sport: 'futsal', count: 12, sex: 'MIXED', bornFrom: 2009, bornTo: 2010 },
];

/** A player account's date of birth is its player's. */
function withBirthDate(record: AccountRecord): AccountRecord {
  const own = DEMO_PLAYERS.find((candidate) => candidate.id === record.playerId);
  return { ...structuredClone(record), birthDate: own?.birthDate ?? record.birthDate };
}

export function buildDemoWorld(seed: number = DEMO_WORLD_SEED): DemoWorld {
  const random = createSeededRandom(seed);
  const players: PlayerRecord[] = DEMO_PLAYERS.map((record) => ({ ...record }));
  const memberships: MembershipRecord[] = DEMO_MEMBERSHIPS.map(([teamId, playerId, jerseyNumber]) => ({
    id: `m-${teamId}-${playerId}`,
    teamId,
    playerId,
    role: 'PLAYER',
    jerseyNumber,
  }));
  let nextIndex = 1;
  for (const spec of ROSTERS) {
    const takenNumbers = DEMO_MEMBERSHIPS.filter(([teamId]) => teamId === spec.teamId).map(([, , n]) => n);
    const roster = generateRoster(random, { ...spec, takenNumbers }, nextIndex);
    players.push(...roster.players);
    memberships.push(...roster.memberships);
    nextIndex += spec.count;
  }
  return {
    accounts: ACCOUNTS.map(withBirthDate),
    players,
    teams: TEAMS.map((record) => ({ ...record })),
    memberships,
    linkTokens: buildDemoLinkTokens(),
  };
}
