import type { ProfileApi, ProfileUpdate } from '../../application/ports/profile-api.port';
import type { AccountProfile } from '../../domain/account/account-profile';
import { readAccountProfileResponse, readPositionsResponse } from './dto/account-profile.dto';
import { callName } from './api-path';
import type { HttpClient } from './http-client';
import { toAccountProfile } from './mappers/to-account-profile.mapper';
import { uploadTimeoutMs } from './upload-time-out';

const TEXT_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'birthDate',
  'phoneCountryCode',
  'phoneNumber',
  'beltNumber',
  'heightCm',
  'weightKg',
  'position',
] as const satisfies readonly (keyof ProfileUpdate)[];

/** The multipart body of PUT /web/players/{accountId} (docs/api-account.md#profile, "Profile form fields"). */
function profileFormData(update: ProfileUpdate): FormData {
  const form = new FormData();
  for (const field of TEXT_FIELDS) form.append(field, update[field]);
  if (update.avatar.kind === 'replace') form.append('avatar', update.avatar.file);
  if (update.avatar.kind === 'remove') form.append('removeAvatar', 'true');
  return form;
}

/** ProfileApi over the player API (docs/api-account.md#profile). */
export class HttpProfileApi implements ProfileApi {
  constructor(private readonly client: HttpClient) {}

  async getProfile(accountId: string): Promise<AccountProfile> {
    const pattern = '/web/account/:accountId';
    return profileOf(await this.client.get(pattern, { params: { accountId } }), callName('GET', pattern));
  }

  async getPositions(): Promise<readonly string[]> {
    const pattern = '/web/players/positions';
    return readPositionsResponse(await this.client.get(pattern), callName('GET', pattern));
  }

  /**
   * A photo makes the save an upload: its time-out grows with the photo. No idempotency key: a PUT that
   * lands twice leaves the same profile.
   */
  async updateProfile(accountId: string, update: ProfileUpdate): Promise<AccountProfile> {
    const timeoutMs = uploadTimeoutMs(update.avatar.kind === 'replace' ? update.avatar.file.size : 0);
    const pattern = '/web/players/:accountId';
    return profileOf(
      await this.client.put(pattern, profileFormData(update), { params: { accountId }, timeoutMs }),
      callName('PUT', pattern),
    );
  }

  async changePassword(accountId: string, currentPassword: string, newPassword: string): Promise<void> {
    await this.client.put(
      '/web/account/:accountId/password',
      { currentPassword, newPassword },
      { params: { accountId } },
    );
  }

  async requestEmailChange(accountId: string, email: string): Promise<AccountProfile> {
    return profileOf(
      await this.client.put(EMAIL_CHANGE, { email }, { params: { accountId } }),
      callName('PUT', EMAIL_CHANGE),
    );
  }

  async cancelEmailChange(accountId: string): Promise<AccountProfile> {
    return profileOf(
      await this.client.delete(EMAIL_CHANGE, { params: { accountId } }),
      callName('DELETE', EMAIL_CHANGE),
    );
  }
}

const EMAIL_CHANGE = '/web/account/:accountId/email-change';

/** The account profile in the answer to `call`. */
function profileOf(raw: unknown, call: string): AccountProfile {
  return toAccountProfile(readAccountProfileResponse(raw, call));
}
