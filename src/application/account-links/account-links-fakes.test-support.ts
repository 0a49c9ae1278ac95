import { ApiError } from '../../domain/errors/api-error';
import type { SubscriptionType } from '../../domain/account/account-profile';
import type { AccountLinksApi, TokenSubscription } from '../ports/account-links-api.port';

export const LINK_INVALID = new ApiError('BP_404', 'LINK_INVALID', 404);
export const LINK_EXPIRED = new ApiError('BP_412', 'LINK_EXPIRED', 410);
export const LINK_REDEEMED = new ApiError('BP_409', 'LINK_REDEEMED', 409);
export const NETWORK_DOWN = new ApiError('NETWORK', 'offline', 0);

type Answer<T> = () => Promise<T>;
const unused = (): Promise<never> => Promise.reject(new Error('unused'));

/** An AccountLinksApi for view-model tests: each call answers what the test sets, and is recorded. */
export class FakeAccountLinksApi implements AccountLinksApi {
  readonly calls: string[] = [];
  requestAnswer: Answer<void> = () => Promise.resolve();
  checkAnswer: Answer<{ email: string }> = () => Promise.resolve({ email: 'player@example.com' });
  resetAnswer: Answer<void> = () => Promise.resolve();
  confirmAnswer: Answer<{ email: string }> = unused;
  subscription: TokenSubscription = { email: 'player@example.com', type: 'SESSION_SUMMARY', subscribed: true };
  subscriptionFailure: Answer<never> | null = null;
  updateFailure: Answer<never> | null = null;

  requestPasswordReset(email: string): Promise<void> {
    this.calls.push(`request ${email}`);
    return this.requestAnswer();
  }

  checkPasswordReset(token: string): Promise<{ email: string }> {
    this.calls.push(`check ${token}`);
    return this.checkAnswer();
  }

  resetPassword(token: string, password: string): Promise<void> {
    this.calls.push(`reset ${token} ${password}`);
    return this.resetAnswer();
  }

  confirmEmailChange(token: string): Promise<{ email: string }> {
    this.calls.push(`email-change ${token}`);
    return this.confirmAnswer();
  }

  confirmAdditionalEmail(token: string): Promise<{ email: string }> {
    this.calls.push(`additional-email ${token}`);
    return this.confirmAnswer();
  }

  getSubscription(token: string, type: SubscriptionType): Promise<TokenSubscription> {
    this.calls.push(`get-subscription ${token} ${type}`);
    return this.subscriptionFailure ? this.subscriptionFailure() : Promise.resolve(this.subscription);
  }

  updateSubscription(token: string, type: SubscriptionType, subscribed: boolean): Promise<TokenSubscription> {
    this.calls.push(`update-subscription ${token} ${type} ${String(subscribed)}`);
    if (this.updateFailure) return this.updateFailure();
    this.subscription = { ...this.subscription, type, subscribed };
    return Promise.resolve(this.subscription);
  }
}

/** Lets pending promise callbacks (and the view-model's runInAction after them) run. */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
