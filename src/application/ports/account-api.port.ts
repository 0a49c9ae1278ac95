import type { User } from '../../domain/account/user';

export interface AccountApi {
  /** GET /web/account/{accountId}: the profile with playerDetails. */
  getAccount(accountId: string): Promise<User>;
  /** PUT /account/email-confirmation: resend the activation mail. BP_403 means already active. */
  resendActivation(): Promise<void>;
}
