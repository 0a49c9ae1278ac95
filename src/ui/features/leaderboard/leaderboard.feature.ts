import { msg } from '@lingui/core/macro';
import type { Messages } from '@lingui/core';
import type { Locale } from '../../../domain/account/user';
import { defineFeature } from '../../routing/feature';

// A template import is typed `any`; the catalog module's shape is declared in src/vite-env.d.ts.
const loadLeaderboardCatalog = async (locale: Locale): Promise<Messages> =>
  (await (import(`./locales/${locale}.po`) as Promise<{ messages: Messages }>)).messages;

/** The leaderboard of AP minutes (time earning activity points) and sessions, by player or by team. */
export const leaderboardFeature = defineFeature({
  name: 'leaderboard',
  catalogs: [loadLeaderboardCatalog],
  bindings: async () => (await import('../../../composition/leaderboard.bindings')).bindLeaderboardFeature,
  routes: [
    {
      path: '/leaderboard',
      access: 'signed-in',
      page: async () => (await import('./leaderboard-route')).LeaderboardRoute,
      title: msg`Leaderboard`,
      breadcrumb: () => [{ label: msg`Leaderboard` }],
    },
  ],
});
