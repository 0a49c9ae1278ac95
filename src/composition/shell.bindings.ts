import type { Container } from 'inversify';
import { APP_TOKENS } from '../application/app.tokens';
import type { AuthSession } from '../application/auth/auth-session.store';
import type { AccountApi } from '../application/ports/account-api.port';
import type { Clock } from '../application/ports/clock.port';
import { ActivationBannerViewModel } from '../application/shell/activation-banner.view-model';
import { SHELL_TOKENS } from '../application/shell/shell.tokens';
import { SidebarViewModel, type ScreenSize } from '../application/shell/sidebar.view-model';
import type { ToastStore } from '../application/shell/toast.store';
import { PORT_TOKENS } from './port.tokens';

/** Binds the signed-in layout's sidebar and activation banner (app-wide singletons once bound). */
export function bindShellFeature(container: Container): void {
  container
    .bind(SHELL_TOKENS.SidebarViewModel)
    .toResolvedValue((clock: Clock, screen: ScreenSize) => new SidebarViewModel(clock, screen), [APP_TOKENS.Clock, APP_TOKENS.Screen]);
  container
    .bind(SHELL_TOKENS.ActivationBannerViewModel)
    .toResolvedValue(
      (session: AuthSession, api: AccountApi, toasts: ToastStore, clock: Clock) => new ActivationBannerViewModel(session, api, toasts, clock),
      [APP_TOKENS.AuthSession, PORT_TOKENS.AccountApi, APP_TOKENS.ToastStore, APP_TOKENS.Clock],
    );
}
