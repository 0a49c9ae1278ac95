import type { Container } from 'inversify';
import { HttpSignUpApi } from '../adapters/http/http-sign-up-api';
import type { PublicHttpClient } from '../adapters/http/http-client';
import { APP_TOKENS } from '../application/app.tokens';
import type { Clock } from '../application/ports/clock.port';
import type { SignUpApi } from '../application/ports/sign-up-api.port';
import { LinkPageViewModel } from '../application/sign-up/link-page.view-model';
import { SIGN_UP_TOKENS } from '../application/sign-up/sign-up.tokens';
import { SignUpViewModel } from '../application/sign-up/sign-up.view-model';
import { PORT_TOKENS } from './port.tokens';

/**
 * Binds the sign-up feature: the public sign-up API and one view-model per mount of each page
 * (/signup, /email-confirmation, /child-confirmation, /organization-invite).
 */
export function bindSignUpFeature(container: Container): void {
  // Public calls: the client without credentials, even for a signed-in visitor (docs/api-account.md).
  container
    .bind(SIGN_UP_TOKENS.SignUpApi)
    .toResolvedValue((http: PublicHttpClient) => new HttpSignUpApi(http), [PORT_TOKENS.PublicHttpClient]);
  container
    .bind(SIGN_UP_TOKENS.SignUpViewModel)
    .toResolvedValue(
      (api: SignUpApi, clock: Clock) => new SignUpViewModel(api, clock),
      [SIGN_UP_TOKENS.SignUpApi, APP_TOKENS.Clock],
    )
    .inTransientScope();
  container
    .bind(SIGN_UP_TOKENS.EmailConfirmationViewModel)
    .toResolvedValue(
      (api: SignUpApi) => new LinkPageViewModel({ read: (token) => api.confirmEmail(token) }),
      [SIGN_UP_TOKENS.SignUpApi],
    )
    .inTransientScope();
  container
    .bind(SIGN_UP_TOKENS.ChildConfirmationViewModel)
    .toResolvedValue(
      (api: SignUpApi) =>
        new LinkPageViewModel({
          read: (token) => api.getChildConfirmation(token),
          act: (token) => api.confirmChild(token),
        }),
      [SIGN_UP_TOKENS.SignUpApi],
    )
    .inTransientScope();
  container
    .bind(SIGN_UP_TOKENS.OrganizationInviteViewModel)
    .toResolvedValue(
      (api: SignUpApi) =>
        new LinkPageViewModel({
          read: (token) => api.getOrganizationInvite(token),
          act: (token) => api.acceptOrganizationInvite(token),
        }),
      [SIGN_UP_TOKENS.SignUpApi],
    )
    .inTransientScope();
}
