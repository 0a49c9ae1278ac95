import type { AccountApi, UnitPreference } from '../../application/ports/account-api.port';
import type { User } from '../../domain/account/user';
import { callName } from './api-path';
import type { HttpClient } from './http-client';
import { loadUserChecks } from './user-checks-loader';

/** AccountApi over the player API (docs/product-rules.md#calls, docs/api.md). */
export class HttpAccountApi implements AccountApi {
  constructor(private readonly client: HttpClient) {}

  async getAccount(accountId: string): Promise<User> {
    const pattern = '/web/account/:accountId';
    const [answer, { readUserResponse, toUser }] = await Promise.all([
      this.client.get(pattern, { params: { accountId } }),
      loadUserChecks(),
    ]);
    return toUser(readUserResponse(answer, callName('GET', pattern)));
  }

  async resendActivation(): Promise<void> {
    await this.client.put('/account/email-confirmation');
  }

  async updateUnitPreference(playerId: string, preference: UnitPreference): Promise<void> {
    const body = { unitDistance: preference.unitDistance, unitHeightWeight: preference.unitHeightWeight };
    await this.client.put('/web/player/:playerId/unit-preference', body, { params: { playerId } });
  }

  async updateSystemWidePrivacy(playerId: string, visibleToCommunity: boolean): Promise<void> {
    const params = { playerId, visible: String(visibleToCommunity) };
    await this.client.put('/web/player/:playerId/system-wide-privacy/activity/:visible', undefined, { params });
  }
}
