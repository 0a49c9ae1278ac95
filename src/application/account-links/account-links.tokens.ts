import type { AccountLinksApi } from '../ports/account-links-api.port';
import { serviceToken } from '../service-token';
import type { ForgottenPasswordViewModel } from './forgotten-password.view-model';
import type { LinkConfirmationViewModel } from './link-confirmation.view-model';
import type { ResetPasswordViewModel } from './reset-password.view-model';
import type { SubscriptionViewModel } from './subscription.view-model';

/** The account-links feature's container keys; every view-model is made per mount. */
export const ACCOUNT_LINKS_TOKENS = {
  AccountLinksApi: serviceToken<AccountLinksApi>('AccountLinksApi'),
  ForgottenPasswordViewModel: serviceToken<ForgottenPasswordViewModel>('ForgottenPasswordViewModel'),
  ResetPasswordViewModel: serviceToken<ResetPasswordViewModel>('ResetPasswordViewModel'),
  EmailChangeViewModel: serviceToken<LinkConfirmationViewModel>('EmailChangeViewModel'),
  AdditionalEmailViewModel: serviceToken<LinkConfirmationViewModel>('AdditionalEmailViewModel'),
  SubscriptionViewModel: serviceToken<SubscriptionViewModel>('SubscriptionViewModel'),
} as const;
