import { msg } from '@lingui/core/macro';
import type { Messages } from '@lingui/core';
import type { Locale } from '../../../domain/account/user';
import { defineFeature } from '../../routing/feature';
import { loadChartsCatalog } from '../../charts/charts-catalog';
import { loadSessionViewsCatalog } from '../../session/session-views-catalog';
import { loadSessionExportCatalog } from '../../session-export/session-export-catalog';
import { loadSessionShareCatalog } from '../share/session-share/session-share-catalog';

const loadSessionDetailCatalog = async (locale: Locale): Promise<Messages> =>
  ((await import(`./locales/${locale}.po`)) as { messages: Messages }).messages;

/** One session: figures, charts, segments, attachments, description (its last crumb is the page's own). */
export const sessionDetailFeature = defineFeature({
  name: 'session-detail',
  catalogs: [
    loadSessionDetailCatalog,
    loadChartsCatalog,
    loadSessionViewsCatalog,
    loadSessionExportCatalog,
    loadSessionShareCatalog,
  ],
  bindings: async () => (await import('../../../composition/session-detail.bindings')).bindSessionDetailFeature,
  routes: [
    {
      path: '/calendar/activity/:activityId',
      access: 'signed-in',
      page: async () => (await import('./session-detail-route')).SessionDetailRoute,
      // The page names the tab after the session once it is known (its header).
      title: msg`Session`,
      breadcrumb: () => [{ label: msg`Calendar`, href: '/calendar' }],
    },
  ],
});
