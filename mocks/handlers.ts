import type { HttpHandler } from 'msw';
import { accountHandlers } from './handlers/account';
import { authHandlers } from './handlers/auth';
import { controlHandlers } from './handlers/control';
import { faultHandlers } from './handlers/faults';
import { integrationHandlers } from './handlers/integration';
import { calendarHandlers } from './handlers/calendar';
import { sessionDetailHandlers } from './handlers/session-detail';
import { dashboardHandlers } from './handlers/dashboard';
import { leaderboardHandlers } from './handlers/leaderboard';
import { privacyHandlers } from './handlers/privacy';
import { sessionHistoryHandlers } from './handlers/session-history';
import { teamHandlers } from './handlers/teams';

/**
 * Every handler of the mock backend, for the browser worker, msw/node and the HTTP server.
 * `faultHandlers` must stay first: it readies the backend and applies injected faults.
 * Later areas add their array here (calendar, activity, dashboard, leaderboard, profile…).
 */
export const handlers: HttpHandler[] = [
  ...faultHandlers,
  ...controlHandlers,
  ...authHandlers,
  ...accountHandlers,
  ...integrationHandlers,
  ...calendarHandlers,
  ...sessionDetailHandlers,
  ...teamHandlers,
  ...dashboardHandlers,
  ...sessionHistoryHandlers,
  ...leaderboardHandlers,
  ...privacyHandlers,
];
