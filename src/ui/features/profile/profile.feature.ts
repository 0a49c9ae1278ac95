import { msg } from '@lingui/core/macro';
import type { Messages } from '@lingui/core';
import type { Locale } from '../../../domain/account/user';
import { defineFeature } from '../../routing/feature';

const loadProfileCatalog = async (locale: Locale): Promise<Messages> =>
  ((await import(`./locales/${locale}.po`)) as { messages: Messages }).messages;

/** The signed-in account’s profile: personal data, email, password, units and the settings sections. */
export const profileFeature = defineFeature({
  name: 'profile',
  catalogs: [loadProfileCatalog],
  bindings: async () => (await import('../../../composition/profile.bindings')).bindProfileFeature,
  routes: [
    {
      path: '/profile',
      access: 'signed-in',
      page: async () => (await import('./profile-route')).ProfileRoute,
      title: msg`Profile`,
      breadcrumb: () => [{ label: msg`Profile` }],
    },
  ],
});
