import type { AuthSession } from './auth/auth-session.store';
import type { LoginViewModel } from './auth/login.view-model';
import type { Analytics } from './ports/analytics.port';
import type { Clock } from './ports/clock.port';
import type { ErrorReporter } from './ports/error-reporter.port';
import { serviceToken } from './service-token';
import type { ScreenSize } from './shell/sidebar.view-model';
import type { LocaleStore } from './shell/locale.store';
import type { ToastStore } from './shell/toast.store';

/** The main app's container keys. Singletons are app-wide; view-models are made per mount. */
export const APP_TOKENS = {
  Clock: serviceToken<Clock>('Clock'),
  Analytics: serviceToken<Analytics>('Analytics'),
  /** Where the errors of the page go (docs/architecture.md#error-reporting); both sites bind it. */
  ErrorReporter: serviceToken<ErrorReporter>('ErrorReporter'),
  AuthSession: serviceToken<AuthSession>('AuthSession'),
  LocaleStore: serviceToken<LocaleStore>('LocaleStore'),
  ToastStore: serviceToken<ToastStore>('ToastStore'),
  /** The physical screen, read once at start (the sidebar's first state depends on it). */
  Screen: serviceToken<ScreenSize>('Screen'),
  LoginViewModel: serviceToken<LoginViewModel>('LoginViewModel'),
} as const;
