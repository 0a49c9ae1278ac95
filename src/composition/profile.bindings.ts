import type { Container } from 'inversify';
import type { HttpClient } from '../adapters/http/http-client';
import { APP_TOKENS } from '../application/app-tokens';
import type { AuthSession } from '../application/auth/auth-session.store';
import type { AccountApi } from '../application/ports/account-api.port';
import { PROFILE_TOKENS } from '../application/profile/profile-tokens';
import type { ToastStore } from '../application/shell/toast.store';
import { UnitPreferencesViewModel } from '../application/profile/unit-preferences.view-model';
import { PORT_TOKENS } from './port-tokens';

/** Binds the profile page's view-models (the account API is bound by the root). */
export function bindProfileFeature(container: Container, _http: () => HttpClient): void {
  container
    .bind(PROFILE_TOKENS.UnitPreferencesViewModel)
    .toResolvedValue(
      (session: AuthSession, api: AccountApi, toasts: ToastStore) => new UnitPreferencesViewModel(session, api, toasts),
      [APP_TOKENS.AuthSession, PORT_TOKENS.AccountApi, APP_TOKENS.ToastStore],
    )
    .inTransientScope();
}
