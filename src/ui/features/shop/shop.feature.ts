import { msg } from '@lingui/core/macro';
import type { Messages } from '@lingui/core';
import type { Locale } from '../../../domain/account/user';
import { defineFeature } from '../../routing/feature';

const loadShopCatalog = async (locale: Locale): Promise<Messages> =>
  ((await import(`./locales/${locale}.po`)) as { messages: Messages }).messages;

/** The shop link page. */
export const shopFeature = defineFeature({
  name: 'shop',
  catalogs: [loadShopCatalog],
  routes: [
    {
      path: '/shop',
      access: 'signed-in',
      page: async () => (await import('./shop-page')).ShopPage,
      title: msg`Shop`,
      breadcrumb: () => [{ label: msg`Shop` }],
    },
  ],
});
