import type {
  ChildConfirmation,
  Invitation,
  OrganizationInvite,
  SignUpApi,
  SignUpPayload,
  SignUpResult,
} from '../../application/ports/sign-up-api.port';
import {
  readChildConfirmation,
  readEmailCheck,
  readInvitation,
  readOrganizationInvite,
  readSignUpResult,
} from './dto/sign-up.dto';
import type { PublicHttpClient } from './http-client';
import { readLinkEmail } from './dto/link-email.dto';
import { callName } from './api-path';

const SIGN_UP = '/player-sign-up/:token';
const CHILD_CONFIRMATION = '/player-sign-up/child-confirmation/:token';
const ORGANIZATION_INVITE = '/player-sign-up/organization-invite/:token';

/** The sign-up form as multipart form data, every field a string (docs/api-account.md#sign-up-and-confirmations). */
function signUpFormData(payload: SignUpPayload): FormData {
  const form = new FormData();
  const fields: [string, string][] = [
    ['firstName', payload.firstName],
    ['lastName', payload.lastName],
    ['email', payload.email],
    ['password', payload.password],
    ['birthDate', payload.birthDate],
    ['phoneCountryCode', payload.phoneCountryCode],
    ['phoneNumber', payload.phoneNumber],
    ['heightCm', payload.heightCm],
    ['weightKg', payload.weightKg],
    ['termsAccepted', 'true'],
    ['privacyAccepted', 'true'],
  ];
  if (payload.parent !== null) {
    fields.push(
      ['parentFirstName', payload.parent.firstName],
      ['parentLastName', payload.parent.lastName],
      ['parentEmail', payload.parent.email],
      ['parentPhoneCountryCode', payload.parent.phoneCountryCode],
      ['parentPhoneNumber', payload.parent.phoneNumber],
      ['coppaAccepted', 'true'],
      ['guardianConfirmed', 'true'],
    );
  }
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

/** SignUpApi over the player API: public calls, sent without credentials even by a signed-in visitor (docs/api-account.md). */
export class HttpSignUpApi implements SignUpApi {
  constructor(private readonly client: PublicHttpClient) {}

  async getInvitation(token: string): Promise<Invitation> {
    return readInvitation(await this.client.get(SIGN_UP, { params: { token } }), callName('GET', SIGN_UP));
  }

  async isInvitedEmailRegistered(token: string): Promise<boolean> {
    const pattern = '/player-sign-up/email-check/:token';
    return readEmailCheck(await this.client.get(pattern, { params: { token } }), callName('GET', pattern));
  }

  async signUp(token: string, payload: SignUpPayload): Promise<SignUpResult> {
    return readSignUpResult(
      await this.client.post(SIGN_UP, signUpFormData(payload), { params: { token } }),
      callName('POST', SIGN_UP),
    );
  }

  async confirmEmail(token: string): Promise<string> {
    const pattern = '/player-sign-up/email-confirm/:token';
    return readLinkEmail(await this.client.get(pattern, { params: { token } }), callName('GET', pattern));
  }

  async getChildConfirmation(token: string): Promise<ChildConfirmation> {
    return readChildConfirmation(
      await this.client.get(CHILD_CONFIRMATION, { params: { token } }),
      callName('GET', CHILD_CONFIRMATION),
    );
  }

  async confirmChild(token: string): Promise<ChildConfirmation> {
    return readChildConfirmation(
      await this.client.put(CHILD_CONFIRMATION, undefined, { params: { token } }),
      callName('PUT', CHILD_CONFIRMATION),
    );
  }

  async getOrganizationInvite(token: string): Promise<OrganizationInvite> {
    return readOrganizationInvite(
      await this.client.get(ORGANIZATION_INVITE, { params: { token } }),
      callName('GET', ORGANIZATION_INVITE),
    );
  }

  async acceptOrganizationInvite(token: string): Promise<OrganizationInvite> {
    return readOrganizationInvite(
      await this.client.put(ORGANIZATION_INVITE, undefined, { params: { token } }),
      callName('PUT', ORGANIZATION_INVITE),
    );
  }
}
