import { msg } from '@lingui/core/macro';
import type { Messages } from '@lingui/core';
import type { Locale } from '../../../domain/account/user';
import { defineFeature } from '../../routing/feature';

const loadAccountLinksCatalog = async (locale: Locale): Promise<Messages> =>
  ((await import(`./locales/${locale}.po`)) as { messages: Messages }).messages;

/** An existing account's mail links: password reset, email change, additional email, unsubscribe. */
export const accountLinksFeature = defineFeature({
  name: 'account-links',
  catalogs: [loadAccountLinksCatalog],
  bindings: async () => (await import('../../../composition/account-links.bindings')).bindAccountLinksFeature,
  routes: [
    {
      path: '/forgotten-password',
      access: 'public',
      title: msg`Forgotten password`,
      page: async () => (await import('./forgotten-password-route')).ForgottenPasswordRoute,
    },
    {
      path: '/subscriptions/:token',
      access: 'public',
      title: msg`Unsubscribe`,
      page: async () => (await import('./subscription-route')).SubscriptionRoute,
    },
    {
      path: '/email-change/:token',
      access: 'public',
      title: msg`Email change`,
      page: async () => (await import('./link-confirmation-route')).EmailChangeRoute,
    },
    {
      path: '/reset-password/:token',
      access: 'public',
      title: msg`Reset password`,
      page: async () => (await import('./reset-password-route')).ResetPasswordRoute,
    },
    {
      path: '/additional-email/:token',
      access: 'public',
      title: msg`Additional email confirmation`,
      page: async () => (await import('./link-confirmation-route')).AdditionalEmailRoute,
    },
  ],
});
