import type { AccountApi, UnitPreference } from '../../application/ports/account-api.port';
import type { User } from '../../domain/account/user';
import { readUserResponse } from './dto/user.dto';
import type { HttpClient } from './http-client';
import { toUser } from './mappers/to-user.mapper';

/** AccountApi over the player API (docs/product-rules.md#calls, docs/api.md). */
export class HttpAccountApi implements AccountApi {
  constructor(private readonly client: HttpClient) {}

  async getAccount(accountId: string): Promise<User> {
    const path = `/web/account/${encodeURIComponent(accountId)}`;
    return toUser(readUserResponse(await this.client.get(path), `GET ${path}`));
  }

  async resendActivation(): Promise<void> {
    await this.client.put('/account/email-confirmation');
  }

  async updateUnitPreference(playerId: string, preference: UnitPreference): Promise<void> {
    await this.client.put(`/web/player/${encodeURIComponent(playerId)}/unit-preference`, {
      unitDistance: preference.unitDistance,
      unitHeightWeight: preference.unitHeightWeight,
    });
  }

  async updateSystemWidePrivacy(playerId: string, visibleToCommunity: boolean): Promise<void> {
    await this.client.put(`/web/player/${encodeURIComponent(playerId)}/system-wide-privacy/activity/${String(visibleToCommunity)}`);
  }
}
