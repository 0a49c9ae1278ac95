import type { Container } from 'inversify';
import type { HttpClient } from '../adapters/http/http-client';
import { HttpProfileApi } from '../adapters/http/http-profile-api';
import { CanvasAvatarImageShrinker } from '../adapters/image/canvas-avatar-image-shrinker';
import { APP_TOKENS } from '../application/app.tokens';
import type { AuthSession } from '../application/auth/auth-session.store';
import type { AccountApi } from '../application/ports/account-api.port';
import type { Clock } from '../application/ports/clock.port';
import type { ProfileApi } from '../application/ports/profile-api.port';
import { ProfilePageViewModel } from '../application/profile/profile-page.view-model';
import { PROFILE_TOKENS } from '../application/profile/profile.tokens';
import { UnitPreferencesViewModel } from '../application/profile/unit-preferences.view-model';
import type { ToastStore } from '../application/shell/toast.store';
import { bindProfileSettings } from './profile-settings.bindings';
import { PORT_TOKENS } from './port.tokens';

/** Binds the profile page: its API adapter and view-models (the account API is bound by the root), then the settings sections. */
export function bindProfileFeature(container: Container, http: () => HttpClient): void {
  container.bind(PROFILE_TOKENS.ProfileApi).toResolvedValue(() => new HttpProfileApi(http()));
  // One page view-model (and profile store) per mount of /profile.
  container
    .bind(PROFILE_TOKENS.ProfilePageViewModel)
    .toResolvedValue(
      (session: AuthSession, api: ProfileApi, toasts: ToastStore, clock: Clock) =>
        new ProfilePageViewModel(session, api, toasts, clock, new CanvasAvatarImageShrinker()),
      [APP_TOKENS.AuthSession, PROFILE_TOKENS.ProfileApi, APP_TOKENS.ToastStore, APP_TOKENS.Clock],
    )
    .inTransientScope();
  container
    .bind(PROFILE_TOKENS.UnitPreferencesViewModel)
    .toResolvedValue(
      (session: AuthSession, api: AccountApi, toasts: ToastStore) => new UnitPreferencesViewModel(session, api, toasts),
      [APP_TOKENS.AuthSession, PORT_TOKENS.AccountApi, APP_TOKENS.ToastStore],
    )
    .inTransientScope();
  bindProfileSettings(container, http);
}
