import { msg } from '@lingui/core/macro';
import type { Messages } from '@lingui/core';
import type { Locale } from '../../../domain/account/user';
import { defineFeature } from '../../routing/feature';
import { loadChartsCatalog } from '../../charts/charts-catalog';
import { loadSessionViewsCatalog } from '../../session/session-views-catalog';

const loadShareCatalog = async (locale: Locale): Promise<Messages> =>
  ((await import(`./locales/${locale}.po`)) as { messages: Messages }).messages;

/**
 * A session shared through its public link, /share/:token: public, read-only, without an account
 * (docs/product-rules.md#shared-sessions). The session page's Share control is src/ui/features/share/session-share.
 */
export const shareFeature = defineFeature({
  name: 'share',
  catalogs: [loadShareCatalog, loadChartsCatalog, loadSessionViewsCatalog],
  bindings: async () => (await import('../../../composition/share.bindings')).bindShareFeature,
  routes: [
    {
      path: '/share/:token',
      access: 'public',
      // The page names the tab after the session once it is known.
      title: msg`Shared session`,
      page: async () => (await import('./shared-session-route')).SharedSessionRoute,
    },
  ],
});
