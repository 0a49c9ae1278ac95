import { calendarFeature } from '../features/calendar/calendar.feature';
import { dashboardFeature } from '../features/dashboard/dashboard.feature';
import { integrationFeature } from '../features/integration/integration.feature';
import { leaderboardFeature } from '../features/leaderboard/leaderboard.feature';
import { liveRecordingFeature } from '../features/live-recording/live-recording.feature';
import { playbookFeature } from '../features/playbook/playbook.feature';
import { profileFeature } from '../features/profile/profile.feature';
import { recordsFeature } from '../features/records/records.feature';
import { recordingAnalysisFeature } from '../features/recording-analysis/recording-analysis.feature';
import { signUpFeature } from '../features/sign-up/sign-up.feature';
import { accountLinksFeature } from '../features/account-links/account-links.feature';
import { sessionDetailFeature } from '../features/session-detail/session-detail.feature';
import { sessionHistoryFeature } from '../features/session-history/session-history.feature';
import { shellFeature } from '../features/shell/shell.feature';
import { shareFeature } from '../features/share/share.feature';
import { shopFeature } from '../features/shop/shop.feature';
import type { Feature } from './feature';

/**
 * Every feature, one line each (docs/architecture.md#adding-a-feature). The router builds its
 * route table from this list (in this order: wouter takes the first match), pages and catalogs
 * load from it, and the composition root finds each feature's bindings in it.
 */
export const FEATURES: readonly Feature[] = [
  shellFeature,
  dashboardFeature,
  calendarFeature,
  sessionDetailFeature,
  sessionHistoryFeature,
  leaderboardFeature,
  recordsFeature,
  recordingAnalysisFeature,
  liveRecordingFeature,
  playbookFeature,
  shopFeature,
  profileFeature,
  signUpFeature,
  accountLinksFeature,
  shareFeature,
  integrationFeature,
];
