import { IsBoolean, IsIn, IsString } from 'class-validator';
import type { AccountLinksApi, TokenSubscription } from '../../application/ports/account-links-api.port';
import { SUBSCRIPTION_TYPES, type SubscriptionType } from '../../domain/account/account-profile';
import { readDto } from './dto/validate-dto';
import { readLinkEmail } from './dto/link-email.dto';
import { callName } from './api-path';
import type { PublicHttpClient } from './http-client';

/** `{email, type, subscribed}` of GET and PATCH /subscriptions/{token}. */
class TokenSubscriptionDto implements TokenSubscription {
  @IsString() email!: string;
  @IsIn(SUBSCRIPTION_TYPES) type!: SubscriptionType;
  @IsBoolean() subscribed!: boolean;
}

function readTokenSubscription(raw: unknown, call: string): TokenSubscription {
  return readDto(TokenSubscriptionDto, raw, call);
}

/** AccountLinksApi over the player API: the public calls of the email links (docs/api-account.md), sent without credentials. */
export class HttpAccountLinksApi implements AccountLinksApi {
  constructor(private readonly client: PublicHttpClient) {}

  async requestPasswordReset(email: string): Promise<void> {
    await this.client.post('/password_reset', { email });
  }

  async checkPasswordReset(token: string): Promise<{ email: string }> {
    const pattern = '/password_reset/:token';
    return { email: readLinkEmail(await this.client.get(pattern, { params: { token } }), callName('GET', pattern)) };
  }

  async resetPassword(token: string, password: string): Promise<void> {
    await this.client.put('/password_reset/:token', { password }, { params: { token } });
  }

  async confirmEmailChange(token: string): Promise<{ email: string }> {
    const pattern = '/account/email-change-confirmation/:token';
    return {
      email: readLinkEmail(await this.client.put(pattern, undefined, { params: { token } }), callName('PUT', pattern)),
    };
  }

  async confirmAdditionalEmail(token: string): Promise<{ email: string }> {
    const pattern = '/player-additional-email/email-confirm/:token';
    return { email: readLinkEmail(await this.client.get(pattern, { params: { token } }), callName('GET', pattern)) };
  }

  async getSubscription(token: string, type: SubscriptionType): Promise<TokenSubscription> {
    const pattern = '/subscriptions/:token';
    return readTokenSubscription(
      await this.client.get(pattern, { params: { token }, query: { type } }),
      callName('GET', pattern),
    );
  }

  async updateSubscription(token: string, type: SubscriptionType, subscribed: boolean): Promise<TokenSubscription> {
    const pattern = '/subscriptions/:token';
    return readTokenSubscription(
      await this.client.patch(pattern, { subscribed, type }, { params: { token } }),
      callName('PATCH', pattern),
    );
  }
}
