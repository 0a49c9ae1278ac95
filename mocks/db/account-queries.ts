import type { PersonalDetails, Subscription } from '../../src/domain/account/account-profile';
import type { HrmaxOrigin } from '../../src/domain/heart-rate/max-heart-rate';
import { originOfAthleteHrmax, resolveAthleteHrmax } from '../../src/domain/session/session-analysis';
import { mockClock } from '../clock';
import { athleteOf } from '../world/sessions/session-analysis-memo';
import type { ChildPlayer, User } from '../../src/domain/account/user';
import type { MockDb } from './mock-db';
import type { AccountRecord, PlayerRecord } from './schemas';

/** Read-side questions about accounts that several handlers ask. */

export function findAccountById(db: MockDb, accountId: string): AccountRecord | undefined {
  return db.accounts.findFirst((q) => q.where({ id: accountId }));
}

/** Emails compare case-insensitively, surrounding spaces ignored. */
export function findAccountByEmail(db: MockDb, email: string): AccountRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return db.accounts.findFirst((q) => q.where({ email: (stored) => stored.toLowerCase() === wanted }));
}

export function findPlayerById(db: MockDb, playerId: string): PlayerRecord | undefined {
  return db.players.findFirst((q) => q.where({ id: playerId }));
}

/** The children a parent account acts for, in store order (empty for a player account). */
function childrenOf(db: MockDb, accountId: string): PlayerRecord[] {
  return db.players.findMany((q) => q.where({ parentAccountId: accountId }));
}

/** The players whose data this account may read: its own player, or a parent's children. */
export function readablePlayerIds(db: MockDb, account: AccountRecord): string[] {
  const ids = childrenOf(db, account.id).map((child) => child.id);
  if (account.playerId !== null) ids.unshift(account.playerId);
  return ids;
}

/**
 * The account as the API sends it (`User`, docs/api.md). A parent's `playerId` is the first
 * child's, the player the app acts for until the user picks another child.
 */
export function toUser(db: MockDb, account: AccountRecord): User {
  const children: ChildPlayer[] = childrenOf(db, account.id).map((child) => ({
    playerId: child.id,
    firstName: child.firstName,
    lastName: child.lastName,
    photo: child.photo,
    systemWideActivityPrivacy: child.systemWideActivityPrivacy === true,
  }));
  return {
    accountId: account.id,
    playerId: account.playerId ?? children[0]?.playerId ?? '',
    playerAccountStatus: account.status,
    language: account.language,
    email: account.email,
    newEmail: account.newEmail,
    phone: account.phone === null ? null : { ...account.phone },
    additionalEmailAddresses: account.additionalEmails.map((entry) => ({ ...entry })),
    activityPrivacy: account.activityPrivacy,
    systemWideActivityPrivacy: account.systemWideActivityPrivacy,
    unitDistance: account.unitDistance,
    unitHeightWeight: account.unitHeightWeight,
    firstName: account.firstName,
    lastName: account.lastName,
    photo: account.photo,
    parentId: account.parentId,
    playerDetails: children,
  };
}

/** The wire form of `AccountProfile` (docs/api-account.md#profile): the User plus these two. */
export interface AccountProfileBody extends User {
  readonly personal: PersonalDetails;
  readonly subscriptions: readonly Subscription[];
}

/** The account's own player (null for a parent). */
export function ownPlayerOf(db: MockDb, account: AccountRecord): PlayerRecord | undefined {
  return account.playerId === null ? undefined : findPlayerById(db, account.playerId);
}

/** The HRmax the own player's sessions use today, and where it comes from; none for a parent. */
function hrmaxOf(player: PlayerRecord | undefined): { hrmax: number | null; hrmaxSource: HrmaxOrigin | null } {
  if (player === undefined) return { hrmax: null, hrmaxSource: null };
  const athlete = athleteOf(player, mockClock.now());
  return { hrmax: Math.round(resolveAthleteHrmax(athlete).value), hrmaxSource: originOfAthleteHrmax(athlete) };
}

/** A parent has no belt, height, weight or position of their own (`ownPlayer: false`). */
export function toAccountProfile(db: MockDb, account: AccountRecord): AccountProfileBody {
  const own = ownPlayerOf(db, account);
  return {
    ...toUser(db, account),
    personal: {
      firstName: account.firstName,
      middleName: account.middleName,
      lastName: account.lastName,
      birthDate: account.birthDate,
      phone: account.phone === null ? null : { ...account.phone },
      beltNumber: own?.beltNumber ?? null,
      heightCm: own?.heightCm ?? null,
      weightKg: own?.weightKg ?? null,
      position: own?.position ?? null,
      ownPlayer: own !== undefined,
      ...hrmaxOf(own),
      sex: own?.sex ?? null,
    },
    subscriptions: account.subscriptions.map((subscription) => ({ ...subscription })),
  };
}
