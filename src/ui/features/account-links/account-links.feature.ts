import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { defineFeature, type FeatureRoute } from '../../app/feature';

function linkPage(path: string, title: MessageDescriptor): FeatureRoute {
  return { path, access: 'public', title, page: async () => (await import('./account-link-page')).AccountLinkPage };
}

/** An existing account's mail links: password reset, email change, additional email, unsubscribe. */
export const accountLinksFeature = defineFeature({
  name: 'account-links',
  routes: [
    linkPage('/forgotten-password', msg`Forgotten password`),
    linkPage('/subscriptions/:token', msg`Unsubscribe`),
    linkPage('/email-change/:token', msg`Email change`),
    linkPage('/reset-password/:token', msg`Reset password`),
    linkPage('/additional-email/:token', msg`Additional email confirmation`),
  ],
});
