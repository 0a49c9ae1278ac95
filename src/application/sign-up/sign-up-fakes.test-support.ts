import { ApiError } from '../../domain/errors/api-error';
import type {
  ChildConfirmation,
  Invitation,
  OrganizationInvite,
  SignUpApi,
  SignUpPayload,
  SignUpResult,
} from '../ports/sign-up-api.port';

const ADULT_INVITATION: Invitation = {
  email: 'invited@example.com',
  firstName: 'Riley',
  lastName: 'Stone',
  teamName: 'Lakeside FC Seniors',
  child: false,
};
export const CHILD_INVITATION: Invitation = {
  email: '',
  firstName: 'Mia',
  lastName: 'Rivera',
  teamName: 'Lakeside FC Seniors',
  child: true,
};

export const linkExpired = () => new ApiError('BP_412', 'LINK_EXPIRED', 410);
export const linkRedeemed = () => new ApiError('BP_409', 'LINK_REDEEMED', 409);
export const linkInvalid = () => new ApiError('BP_404', 'LINK_INVALID', 404);
export const networkDown = () => new ApiError('NETWORK', 'offline', 0);

/** A SignUpApi whose answers a test sets; it records the sign-ups sent. */
export class FakeSignUpApi implements SignUpApi {
  invitation: () => Promise<Invitation> = () => Promise.resolve(ADULT_INVITATION);
  registered: () => Promise<boolean> = () => Promise.resolve(false);
  signUpAnswer: () => Promise<SignUpResult> = () => Promise.resolve({ email: 'invited@example.com', status: 'ACTIVE' });
  readonly sent: SignUpPayload[] = [];
  invitationCalls = 0;

  getInvitation(): Promise<Invitation> {
    this.invitationCalls += 1;
    return this.invitation();
  }

  isInvitedEmailRegistered(): Promise<boolean> {
    return this.registered();
  }

  signUp(_token: string, payload: SignUpPayload): Promise<SignUpResult> {
    this.sent.push(payload);
    return this.signUpAnswer();
  }

  confirmEmail(): Promise<string> {
    return Promise.reject(new Error('unused'));
  }

  getChildConfirmation(): Promise<ChildConfirmation> {
    return Promise.reject(new Error('unused'));
  }

  confirmChild(): Promise<ChildConfirmation> {
    return Promise.reject(new Error('unused'));
  }

  getOrganizationInvite(): Promise<OrganizationInvite> {
    return Promise.reject(new Error('unused'));
  }

  acceptOrganizationInvite(): Promise<OrganizationInvite> {
    return Promise.reject(new Error('unused'));
  }
}
