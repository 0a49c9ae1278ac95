import type { HttpHandler } from 'msw';
import { accountHandlers } from './handlers/account';
import { accountSettingsHandlers } from './handlers/account-settings';
import { additionalEmailHandlers } from './handlers/additional-emails';
import { authHandlers } from './handlers/auth';
import { controlHandlers } from './handlers/control';
import { emailLinkHandlers } from './handlers/email-links';
import { faultHandlers } from './handlers/faults';
import { integrationHandlers } from './handlers/integration';
import { calendarHandlers } from './handlers/calendar';
import { outboxHandlers } from './handlers/outbox';
import { passwordResetHandlers } from './handlers/password-reset';
import { profileHandlers } from './handlers/profile';
import { sessionDetailHandlers } from './handlers/session-detail';
import { shareHandlers } from './handlers/share';
import { dashboardHandlers } from './handlers/dashboard';
import { leaderboardHandlers } from './handlers/leaderboard';
import { liveRecordingHandlers } from './handlers/live-recording';
import { privacyHandlers } from './handlers/privacy';
import { recordsHandlers } from './handlers/records';
import { sessionHistoryHandlers } from './handlers/session-history';
import { signUpConfirmationHandlers } from './handlers/sign-up-confirmations';
import { signUpHandlers } from './handlers/sign-up';
import { teamHandlers } from './handlers/teams';

/**
 * Every handler of the mock backend, for the browser worker, msw/node and the HTTP server.
 * `faultHandlers` must stay first: it readies the backend and applies injected faults.
 * Later areas add their array here.
 */
export const handlers: HttpHandler[] = [
  ...faultHandlers,
  ...controlHandlers,
  ...outboxHandlers,
  ...authHandlers,
  ...accountHandlers,
  ...integrationHandlers,
  ...calendarHandlers,
  ...liveRecordingHandlers,
  ...sessionDetailHandlers,
  ...shareHandlers,
  ...teamHandlers,
  ...dashboardHandlers,
  ...sessionHistoryHandlers,
  ...recordsHandlers,
  ...leaderboardHandlers,
  ...privacyHandlers,
  ...profileHandlers,
  ...accountSettingsHandlers,
  ...additionalEmailHandlers,
  ...signUpHandlers,
  ...signUpConfirmationHandlers,
  ...passwordResetHandlers,
  ...emailLinkHandlers,
];
