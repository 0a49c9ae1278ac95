import { msg } from '@lingui/core/macro';
import type { Messages } from '@lingui/core';
import type { Locale } from '../../../domain/account/user';
import { defineFeature } from '../../routing/feature';

/** The feature's own catalog (a template import is typed `any`, so the module's shape is stated). */
const loadSessionHistoryCatalog = async (locale: Locale): Promise<Messages> =>
  ((await import(`./locales/${locale}.po`)) as { messages: Messages }).messages;

/** The table of every session of the acting player, sorted and paged (place kept in the URL). */
export const sessionHistoryFeature = defineFeature({
  name: 'session-history',
  catalogs: [loadSessionHistoryCatalog],
  bindings: async () => (await import('../../../composition/session-history.bindings')).bindSessionHistoryFeature,
  routes: [
    {
      path: '/session-history',
      access: 'signed-in',
      page: async () => (await import('./session-history-route')).SessionHistoryRoute,
      title: msg`Session History`,
      breadcrumb: () => [{ label: msg`Session History` }],
    },
  ],
});
