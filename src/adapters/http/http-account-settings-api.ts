import type { AccountSettingsApi, AdditionalEmail } from '../../application/ports/account-settings-api.port';
import type { Subscription } from '../../domain/account/account-profile';
import type { Locale } from '../../domain/account/user';
import { readAdditionalEmailResponse, readSubscriptionResponse } from './dto/account-settings.dto';
import { callName } from './api-path';
import type { HttpClient } from './http-client';

/** AccountSettingsApi over the player API (docs/api-account.md#profile). */
export class HttpAccountSettingsApi implements AccountSettingsApi {
  constructor(private readonly client: HttpClient) {}

  async updateLanguage(accountId: string, language: Locale): Promise<void> {
    await this.client.put('/web/account/:accountId/language', { language }, { params: { accountId } });
  }

  async updateActivityPrivacy(ownerId: string, visibleToCoaches: boolean): Promise<void> {
    const params = { ownerId, visible: String(visibleToCoaches) };
    await this.client.put('/web/player/:ownerId/privacy/activity/:visible', undefined, { params });
  }

  async updateSubscription(subscriptionId: string, subscribed: boolean): Promise<Subscription> {
    const pattern = '/web/subscriptions/:subscriptionId';
    return readSubscriptionResponse(
      await this.client.patch(pattern, { subscribed }, { params: { subscriptionId } }),
      callName('PATCH', pattern),
    );
  }

  async addAdditionalEmail(ownerId: string, email: string): Promise<AdditionalEmail> {
    const pattern = '/web/player/:ownerId/additional-email';
    // A string body goes as text/plain (HttpClient), as the call wants.
    return readAdditionalEmailResponse(
      await this.client.post(pattern, email, { params: { ownerId } }),
      callName('POST', pattern),
    );
  }

  async deleteAdditionalEmail(ownerId: string, emailId: string): Promise<void> {
    await this.client.delete('/web/player/:ownerId/additional-email/:emailId', { params: { ownerId, emailId } });
  }

  async resendAdditionalEmailConfirmation(ownerId: string, emailId: string): Promise<void> {
    await this.client.get('/web/player/:ownerId/additional-email-resend-confirmation/:emailId', {
      params: { ownerId, emailId },
    });
  }
}
