import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { defineFeature, type FeatureRoute } from '../../app/feature';

function linkPage(path: string, title: MessageDescriptor): FeatureRoute {
  return { path, access: 'public', title, page: async () => (await import('./sign-up-link-page')).SignUpLinkPage };
}

/** Joining: the sign-up invitation, the email and child confirmations, the organisation invitation. */
export const signUpFeature = defineFeature({
  name: 'sign-up',
  routes: [
    linkPage('/signup/:token', msg`Player sign-up`),
    linkPage('/email-confirmation/:token', msg`Email confirmation`),
    linkPage('/child-confirmation/:token', msg`Child account confirmation`),
    linkPage('/organization-invite/:token', msg`Organisation invitation`),
  ],
});
