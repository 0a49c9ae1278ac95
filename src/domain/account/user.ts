/** The signed-in account as the app keeps it (docs/product-rules.md#account-fields). */

export type Locale = 'en' | 'fr';
export const LOCALES: readonly Locale[] = ['en', 'fr'];
export const DEFAULT_LOCALE: Locale = 'en';

/** A supported locale, or null for anything else (a stored value, a select's value: untrusted). */
export function parseLocale(raw: string | null | undefined): Locale | null {
  return (LOCALES as readonly (string | null | undefined)[]).includes(raw) ? (raw as Locale) : null;
}

/**
 * The language the app starts in: the stored choice, else the first of the browser's languages we have, else English
 * (docs/product-rules.md#product-and-users). The locale store and index.html's login card
 * (docs/architecture.md#the-first-paint) both choose with it.
 */
export function initialLocale(stored: string | null, browserLanguages: readonly string[]): Locale {
  const fromBrowser = browserLanguages
    .map((tag) => parseLocale(String(tag).slice(0, 2).toLowerCase()))
    .find((locale) => locale !== null);
  return parseLocale(stored) ?? fromBrowser ?? DEFAULT_LOCALE;
}

/** playerAccountStatus values. INVITED moves to ACTIVE after sign-up or email confirmation (docs/product-rules.md#account-status). */
export type AccountStatus = 'ACTIVE' | 'NOT_VERIFIED' | 'INVITED';

export type DistanceUnit = 'METRIC' | 'IMPERIAL';
export type HeightWeightUnit = 'METRIC' | 'IMPERIAL';

/** The server sends this URL when a user has no photo of their own. */
const DEFAULT_PHOTO_URL = '/images/default-avatar.svg';

interface Phone {
  readonly countryCode: string;
  readonly number: string;
}

interface AdditionalEmail {
  readonly id: string;
  readonly email: string;
  readonly confirmed: boolean;
}

/** A child of a parent account (playerDetails, docs/product-rules.md#account-fields). */
export interface ChildPlayer {
  readonly playerId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly photo: string | null;
  /**
   * Whether the community sees this child on the leaderboard (the parent's consent for this child,
   * docs/api-dashboard.md#privacy). Absent from a server that keeps one setting for the account:
   * the account's systemWideActivityPrivacy then covers the child.
   */
  readonly systemWideActivityPrivacy?: boolean;
}

/** Whether the community sees `child` on the leaderboard: its own consent, else the account's (a server without per-child consent). */
export function childCommunityConsent(user: Pick<User, 'systemWideActivityPrivacy'>, child: ChildPlayer): boolean {
  return child.systemWideActivityPrivacy ?? user.systemWideActivityPrivacy;
}

export interface User {
  readonly accountId: string;
  readonly playerId: string;
  readonly playerAccountStatus: AccountStatus;
  readonly language: Locale;
  readonly email: string;
  readonly newEmail: string | null;
  readonly phone: Phone | null;
  readonly additionalEmailAddresses: readonly AdditionalEmail[];
  readonly activityPrivacy: boolean;
  readonly systemWideActivityPrivacy: boolean;
  readonly unitDistance: DistanceUnit;
  readonly unitHeightWeight: HeightWeightUnit;
  readonly firstName: string;
  readonly lastName: string;
  readonly photo: string | null;
  /** Set for a parent account. */
  readonly parentId: string | null;
  readonly playerDetails: readonly ChildPlayer[];
}

/** A parent is an account with children to act for (docs/product-rules.md#roles-and-permissions). */
export function isParentAccount(user: Pick<User, 'parentId' | 'playerDetails'>): boolean {
  return user.parentId !== null || user.playerDetails.length > 0;
}

/** A null photo or the server's default URL both mean "no custom photo". */
export function hasCustomPhoto(photo: string | null): photo is string {
  return photo !== null && photo !== '' && photo !== DEFAULT_PHOTO_URL;
}
