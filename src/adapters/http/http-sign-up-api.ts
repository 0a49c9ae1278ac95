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
    const path = `/player-sign-up/${encodeURIComponent(token)}`;
    return readInvitation(await this.client.get(path), `GET ${path}`);
  }

  async isInvitedEmailRegistered(token: string): Promise<boolean> {
    const path = `/player-sign-up/email-check/${encodeURIComponent(token)}`;
    return readEmailCheck(await this.client.get(path), `GET ${path}`);
  }

  async signUp(token: string, payload: SignUpPayload): Promise<SignUpResult> {
    const path = `/player-sign-up/${encodeURIComponent(token)}`;
    return readSignUpResult(await this.client.post(path, signUpFormData(payload)), `POST ${path}`);
  }

  async confirmEmail(token: string): Promise<string> {
    const path = `/player-sign-up/email-confirm/${encodeURIComponent(token)}`;
    return readLinkEmail(await this.client.get(path), `GET ${path}`);
  }

  async getChildConfirmation(token: string): Promise<ChildConfirmation> {
    const path = `/player-sign-up/child-confirmation/${encodeURIComponent(token)}`;
    return readChildConfirmation(await this.client.get(path), `GET ${path}`);
  }

  async confirmChild(token: string): Promise<ChildConfirmation> {
    const path = `/player-sign-up/child-confirmation/${encodeURIComponent(token)}`;
    return readChildConfirmation(await this.client.put(path), `PUT ${path}`);
  }

  async getOrganizationInvite(token: string): Promise<OrganizationInvite> {
    const path = `/player-sign-up/organization-invite/${encodeURIComponent(token)}`;
    return readOrganizationInvite(await this.client.get(path), `GET ${path}`);
  }

  async acceptOrganizationInvite(token: string): Promise<OrganizationInvite> {
    const path = `/player-sign-up/organization-invite/${encodeURIComponent(token)}`;
    return readOrganizationInvite(await this.client.put(path), `PUT ${path}`);
  }
}
