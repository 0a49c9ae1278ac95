import type { ProfileApi, ProfileUpdate } from '../../application/ports/profile-api.port';
import type { AccountProfile } from '../../domain/account/account-profile';
import { readAccountProfileResponse, readPositionsResponse } from './dto/account-profile.dto';
import type { HttpClient } from './http-client';
import { toAccountProfile } from './mappers/to-account-profile.mapper';
import { uploadTimeoutMs } from './upload-time-out';

const TEXT_FIELDS = [
  'firstName', 'middleName', 'lastName', 'birthDate', 'phoneCountryCode', 'phoneNumber', 'beltNumber', 'heightCm', 'weightKg', 'position',
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
    return this.profileCall('GET', `/web/account/${encodeURIComponent(accountId)}`, (path) => this.client.get(path));
  }

  async getPositions(): Promise<readonly string[]> {
    const path = '/web/players/positions';
    return readPositionsResponse(await this.client.get(path), `GET ${path}`);
  }

  /**
   * A photo makes the save an upload: its time-out grows with the photo. No idempotency key: a PUT that
   * lands twice leaves the same profile.
   */
  async updateProfile(accountId: string, update: ProfileUpdate): Promise<AccountProfile> {
    const timeoutMs = uploadTimeoutMs(update.avatar.kind === 'replace' ? update.avatar.file.size : 0);
    return this.profileCall('PUT', `/web/players/${encodeURIComponent(accountId)}`, (path) => this.client.put(path, profileFormData(update), { timeoutMs }));
  }

  async changePassword(accountId: string, currentPassword: string, newPassword: string): Promise<void> {
    await this.client.put(`/web/account/${encodeURIComponent(accountId)}/password`, { currentPassword, newPassword });
  }

  async requestEmailChange(accountId: string, email: string): Promise<AccountProfile> {
    return this.profileCall('PUT', emailChangePath(accountId), (path) => this.client.put(path, { email }));
  }

  async cancelEmailChange(accountId: string): Promise<AccountProfile> {
    return this.profileCall('DELETE', emailChangePath(accountId), (path) => this.client.delete(path));
  }

  private async profileCall(method: string, path: string, send: (path: string) => Promise<unknown>): Promise<AccountProfile> {
    return toAccountProfile(readAccountProfileResponse(await send(path), `${method} ${path}`));
  }
}

function emailChangePath(accountId: string): string {
  return `/web/account/${encodeURIComponent(accountId)}/email-change`;
}
