import type { ChildConfirmation, OrganizationInvite, SignUpApi } from '../ports/sign-up-api.port';
import { serviceToken } from '../service-token';
import type { LinkPageViewModel } from './link-page.view-model';
import type { SignUpViewModel } from './sign-up.view-model';

/** The sign-up feature's container keys; the view-models are made per mount. */
export const SIGN_UP_TOKENS = {
  SignUpApi: serviceToken<SignUpApi>('SignUpApi'),
  SignUpViewModel: serviceToken<SignUpViewModel>('SignUpViewModel'),
  /** /email-confirmation/:token: confirms on open; its details are the confirmed address. */
  EmailConfirmationViewModel: serviceToken<LinkPageViewModel<string>>('EmailConfirmationViewModel'),
  ChildConfirmationViewModel: serviceToken<LinkPageViewModel<ChildConfirmation>>('ChildConfirmationViewModel'),
  OrganizationInviteViewModel: serviceToken<LinkPageViewModel<OrganizationInvite>>('OrganizationInviteViewModel'),
} as const;
