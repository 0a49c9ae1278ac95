import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { defineFeature, type FeatureRoute } from '../../app/feature';

function linkPage(path: string, title: MessageDescriptor): FeatureRoute {
  return { path, access: 'public', title, page: async () => (await import('./token-link-page')).TokenLinkPage };
}

/** The pages reached from an email link, signed out. */
export const publicLinksFeature = defineFeature({
  name: 'public-links',
  routes: [
    linkPage('/signup/:token', msg`Player sign-up`),
    linkPage('/email-confirmation/:token', msg`Email confirmation`),
    linkPage('/child-confirmation/:token', msg`Child account confirmation`),
    linkPage('/organization-invite/:token', msg`Organisation invitation`),
    linkPage('/forgotten-password', msg`Forgotten password`),
    linkPage('/subscriptions/:token', msg`Unsubscribe`),
    linkPage('/email-change/:token', msg`Email change`),
    linkPage('/reset-password/:token', msg`Reset password`),
    linkPage('/additional-email/:token', msg`Additional email confirmation`),
  ],
});
