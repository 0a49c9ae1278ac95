import { msg } from '@lingui/core/macro';
import type { Messages } from '@lingui/core';
import type { Locale } from '../../../domain/account/user';
import { defineFeature } from '../../routing/feature';

const loadSignUpCatalog = async (locale: Locale): Promise<Messages> =>
  ((await import(`./locales/${locale}.po`)) as { messages: Messages }).messages;

/** Joining: the sign-up invitation, the email and child confirmations, the organisation invitation. */
export const signUpFeature = defineFeature({
  name: 'sign-up',
  catalogs: [loadSignUpCatalog],
  bindings: async () => (await import('../../../composition/sign-up.bindings')).bindSignUpFeature,
  routes: [
    {
      path: '/signup/:token',
      access: 'public',
      title: msg`Player sign-up`,
      page: async () => (await import('./sign-up-route')).SignUpRoute,
    },
    {
      path: '/email-confirmation/:token',
      access: 'public',
      title: msg`Email confirmation`,
      page: async () => (await import('./email-confirmation-route')).EmailConfirmationRoute,
    },
    {
      path: '/child-confirmation/:token',
      access: 'public',
      title: msg`Child account confirmation`,
      page: async () => (await import('./child-confirmation-route')).ChildConfirmationRoute,
    },
    {
      path: '/organization-invite/:token',
      access: 'public',
      title: msg`Organisation invitation`,
      page: async () => (await import('./organization-invite-route')).OrganizationInviteRoute,
    },
  ],
});
