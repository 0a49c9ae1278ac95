import type { AccountSettingsApi, AdditionalEmail } from '../../application/ports/account-settings-api.port';
import type { Subscription } from '../../domain/account/account-profile';
import type { Locale } from '../../domain/account/user';
import { readAdditionalEmailResponse, readSubscriptionResponse } from './dto/account-settings.dto';
import type { HttpClient } from './http-client';

const segment = encodeURIComponent;

/** AccountSettingsApi over the player API (docs/api-account.md#profile). */
export class HttpAccountSettingsApi implements AccountSettingsApi {
  constructor(private readonly client: HttpClient) {}

  async updateLanguage(accountId: string, language: Locale): Promise<void> {
    await this.client.put(`/web/account/${segment(accountId)}/language`, { language });
  }

  async updateActivityPrivacy(ownerId: string, visibleToCoaches: boolean): Promise<void> {
    await this.client.put(`/web/player/${segment(ownerId)}/privacy/activity/${String(visibleToCoaches)}`);
  }

  async updateSubscription(subscriptionId: string, subscribed: boolean): Promise<Subscription> {
    const path = `/web/subscriptions/${segment(subscriptionId)}`;
    return readSubscriptionResponse(await this.client.patch(path, { subscribed }), `PATCH ${path}`);
  }

  async addAdditionalEmail(ownerId: string, email: string): Promise<AdditionalEmail> {
    const path = `/web/player/${segment(ownerId)}/additional-email`;
    // A string body goes as text/plain (HttpClient), as the call wants.
    return readAdditionalEmailResponse(await this.client.post(path, email), `POST ${path}`);
  }

  async deleteAdditionalEmail(ownerId: string, emailId: string): Promise<void> {
    await this.client.delete(`/web/player/${segment(ownerId)}/additional-email/${segment(emailId)}`);
  }

  async resendAdditionalEmailConfirmation(ownerId: string, emailId: string): Promise<void> {
    await this.client.get(`/web/player/${segment(ownerId)}/additional-email-resend-confirmation/${segment(emailId)}`);
  }
}
