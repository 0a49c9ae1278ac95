import type { Container } from 'inversify';
import { HttpAccountLinksApi } from '../adapters/http/http-account-links-api';
import type { PublicHttpClient } from '../adapters/http/http-client';
import { ACCOUNT_LINKS_TOKENS } from '../application/account-links/account-links.tokens';
import { ForgottenPasswordViewModel } from '../application/account-links/forgotten-password.view-model';
import { LinkConfirmationViewModel } from '../application/account-links/link-confirmation.view-model';
import { ResetPasswordViewModel } from '../application/account-links/reset-password.view-model';
import { SubscriptionViewModel } from '../application/account-links/subscription.view-model';
import { APP_TOKENS } from '../application/app.tokens';
import type { AccountLinksApi } from '../application/ports/account-links-api.port';
import type { Clock } from '../application/ports/clock.port';
import type { KeyValueStore } from '../application/ports/key-value-store.port';
import { ResendWaits } from '../application/resend-wait/resend-waits';
import type { ToastStore } from '../application/shell/toast.store';
import { PORT_TOKENS } from './port.tokens';

/**
 * Binds the account-links adapter and view-models: the forgotten and reset password,
 * email change, additional email and unsubscribe pages. One view-model per mount of a page.
 */
export function bindAccountLinksFeature(container: Container): void {
  const { AccountLinksApi: Api } = ACCOUNT_LINKS_TOKENS;
  // Public calls: the client without credentials, even for a signed-in visitor (docs/api-account.md).
  container
    .bind(Api)
    .toResolvedValue((http: PublicHttpClient) => new HttpAccountLinksApi(http), [PORT_TOKENS.PublicHttpClient]);
  container
    .bind(ACCOUNT_LINKS_TOKENS.ForgottenPasswordViewModel)
    .toResolvedValue(
      (api: AccountLinksApi, store: KeyValueStore, clock: Clock) =>
        new ForgottenPasswordViewModel(api, new ResendWaits(store, clock)),
      [Api, PORT_TOKENS.KeyValueStore, APP_TOKENS.Clock],
    )
    .inTransientScope();
  container
    .bind(ACCOUNT_LINKS_TOKENS.ResetPasswordViewModel)
    .toResolvedValue(
      (api: AccountLinksApi, toasts: ToastStore) => new ResetPasswordViewModel(api, toasts),
      [Api, APP_TOKENS.ToastStore],
    )
    .inTransientScope();
  container
    .bind(ACCOUNT_LINKS_TOKENS.EmailChangeViewModel)
    .toResolvedValue(
      (api: AccountLinksApi) => new LinkConfirmationViewModel((token) => api.confirmEmailChange(token)),
      [Api],
    )
    .inTransientScope();
  container
    .bind(ACCOUNT_LINKS_TOKENS.AdditionalEmailViewModel)
    .toResolvedValue(
      (api: AccountLinksApi) => new LinkConfirmationViewModel((token) => api.confirmAdditionalEmail(token)),
      [Api],
    )
    .inTransientScope();
  container
    .bind(ACCOUNT_LINKS_TOKENS.SubscriptionViewModel)
    .toResolvedValue((api: AccountLinksApi) => new SubscriptionViewModel(api), [Api])
    .inTransientScope();
}
