import { msg } from '@lingui/core/macro';
import type { Messages } from '@lingui/core';
import type { Locale } from '../../../domain/account/user';
import { defineFeature } from '../../routing/feature';

// A template-literal import is typed `any`; the '*.po' module declaration (src/vite-env.d.ts) gives its shape.
const loadDashboardCatalog = async (locale: Locale): Promise<Messages> =>
  ((await import(`./locales/${locale}.po`)) as { messages: Messages }).messages;

/** The dashboard: every login lands here. A time range, a scope, and one timeline card per metric. */
export const dashboardFeature = defineFeature({
  name: 'dashboard',
  catalogs: [loadDashboardCatalog],
  bindings: async () => (await import('../../../composition/dashboard.bindings')).bindDashboardFeature,
  routes: [
    {
      path: '/dashboard/:param?',
      access: 'signed-in',
      page: async () => (await import('./dashboard-route')).DashboardRoute,
      title: msg`Dashboard`,
      breadcrumb: () => [{ label: msg`Dashboard` }],
    },
  ],
});
