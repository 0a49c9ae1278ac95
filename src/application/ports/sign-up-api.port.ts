import type { AccountStatus } from '../../domain/account/user';

/** An invitation to sign up (docs/api-account.md#sign-up-and-confirmations). */
export interface Invitation {
  /** The invited address; empty for a child invitation (the parent gives theirs). */
  readonly email: string;
  /** The player's names: the child's for a child invitation. */
  readonly firstName: string;
  readonly lastName: string;
  readonly teamName: string;
  readonly child: boolean;
}

/** The sign-up form as sent (all strings, multipart form data). */
export interface SignUpPayload {
  readonly firstName: string;
  readonly lastName: string;
  /** Empty for a child. */
  readonly email: string;
  /** The parent's for a child. */
  readonly password: string;
  /** `YYYY-MM-DD`. */
  readonly birthDate: string;
  readonly phoneCountryCode: string;
  readonly phoneNumber: string;
  /** Metric, '' when not given. */
  readonly heightCm: string;
  readonly weightKg: string;
  /** Only for a child's sign-up. */
  readonly parent: {
    readonly firstName: string;
    readonly lastName: string;
    readonly email: string;
    readonly phoneCountryCode: string;
    readonly phoneNumber: string;
  } | null;
}

/** The new account: its email and status (ACTIVE when the invited email was kept, NOT_VERIFIED otherwise). */
export interface SignUpResult {
  readonly email: string;
  readonly status: AccountStatus;
}

export interface ChildConfirmation {
  readonly childFirstName: string;
  readonly childLastName: string;
  readonly parentEmail: string;
}

export interface OrganizationInvite {
  readonly email: string;
  readonly firstName: string;
  readonly teamName: string;
  readonly organization: string;
}

/**
 * The public sign-up and confirmation calls (no bearer token). Every call with a token rejects with the link
 * errors of docs/api-account.md#link-tokens when the token is unknown, expired or used.
 */
export interface SignUpApi {
  /** GET /player-sign-up/{token}. */
  getInvitation(token: string): Promise<Invitation>;
  /** GET /player-sign-up/email-check/{token}: whether the invited email already has an account. */
  isInvitedEmailRegistered(token: string): Promise<boolean>;
  /** POST /player-sign-up/{token}; BP_409 EMAIL_ALREADY_REGISTERED, BP_400 with a field code. */
  signUp(token: string, payload: SignUpPayload): Promise<SignUpResult>;
  /** GET /player-sign-up/email-confirm/{token}: the account is now ACTIVE; answers its email. */
  confirmEmail(token: string): Promise<string>;
  /** GET /player-sign-up/child-confirmation/{token}. */
  getChildConfirmation(token: string): Promise<ChildConfirmation>;
  /** PUT /player-sign-up/child-confirmation/{token}: links the child to the parent account. */
  confirmChild(token: string): Promise<ChildConfirmation>;
  /** GET /player-sign-up/organization-invite/{token}. */
  getOrganizationInvite(token: string): Promise<OrganizationInvite>;
  /** PUT /player-sign-up/organization-invite/{token}: the player joins the team. */
  acceptOrganizationInvite(token: string): Promise<OrganizationInvite>;
}
