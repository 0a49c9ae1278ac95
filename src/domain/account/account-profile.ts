import type { HrmaxOrigin } from '../heart-rate/max-heart-rate';
import type { User } from './user';

/**
 * What the profile page shows of the signed-in account (docs/api-account.md#profile):
 * the User, its personal details and its mail subscriptions.
 */

export type SubscriptionType = 'SESSION_SUMMARY' | 'WEEKLY_REPORT' | 'WEEKLY_INDIVIDUAL_REPORT';
export const SUBSCRIPTION_TYPES: readonly SubscriptionType[] = [
  'SESSION_SUMMARY',
  'WEEKLY_REPORT',
  'WEEKLY_INDIVIDUAL_REPORT',
];

export interface Subscription {
  readonly id: string;
  readonly type: SubscriptionType;
  readonly subscribed: boolean;
}

export interface PersonalDetails {
  readonly firstName: string;
  readonly middleName: string | null;
  readonly lastName: string;
  /** `YYYY-MM-DD`, or null when not given. */
  readonly birthDate: string | null;
  readonly phone: { readonly countryCode: string; readonly number: string } | null;
  readonly beltNumber: string | null;
  readonly heightCm: number | null;
  readonly weightKg: number | null;
  readonly position: string | null;
  /** False for a parent account: no belt, height, weight or position of their own. */
  readonly ownPlayer: boolean;
  /**
   * The player's HRmax in use and where it comes from (docs/api-account.md#profile): null for a
   * parent; absent when the answer does not say.
   */
  readonly hrmax?: number | null;
  readonly hrmaxSource?: HrmaxOrigin | null;
  /**
   * The sex the player's calories are worked out with (Keytel 2005, docs/product-rules.md#calories-and-met):
   * null when unknown and for a parent; absent when the answer does not say. Not shown; the live
   * recording uses it so that its figures are the saved session's (docs/live-recording.md#one-computation).
   */
  readonly sex?: PlayerSex | null;
}

/** A player's sex as the API names it. */
export type PlayerSex = 'MALE' | 'FEMALE';

export interface AccountProfile {
  readonly user: User;
  readonly personal: PersonalDetails;
  readonly subscriptions: readonly Subscription[];
}
