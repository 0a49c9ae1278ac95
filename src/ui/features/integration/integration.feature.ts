import { msg } from '@lingui/core/macro';
import type { Messages } from '@lingui/core';
import type { Locale } from '../../../domain/account/user';
import { defineFeature } from '../../routing/feature';
import { loadMessageCatalog } from '../../app/locale-loader';

const loadIntegrationCatalog = async (locale: Locale): Promise<Messages> =>
  ((await import(`./locales/${locale}.po`)) as { messages: Messages }).messages;

/**
 * The integration site (chosen by the host name): one public route, '/', named
 * IntegrationsRoute, that signs in and hands out a one-time access code. Its bindings go into the integration site's
 * own container (src/composition/integration-container.ts), over the integration API's client.
 */
export const integrationFeature = defineFeature({
  name: 'integration',
  site: 'integration',
  bindings: async () => (await import('../../../composition/integration.bindings')).bindIntegrationFeature,
  catalogs: [loadIntegrationCatalog, loadMessageCatalog],
  routes: [
    {
      path: '/',
      access: 'public',
      title: msg`Get an access code`,
      page: async () => (await import('./integration-route')).IntegrationRoute,
    },
  ],
});
