import { msg } from '@lingui/core/macro';
import type { Messages } from '@lingui/core';
import type { Locale } from '../../../domain/account/user';
import { defineFeature } from '../../routing/feature';
import { isPlaybookTopic, PLAYBOOK_TITLE, playbookTopicPath, playbookTopicTitle } from './playbook-topics';

const loadPlaybookCatalog = async (locale: Locale): Promise<Messages> =>
  ((await import(`./locales/${locale}.po`)) as { messages: Messages }).messages;

/** The four help topics; an unknown topic goes where unknown paths go. */
export const playbookFeature = defineFeature({
  name: 'playbook',
  catalogs: [loadPlaybookCatalog],
  routes: [
    {
      path: '/playbook/:topic',
      access: 'signed-in',
      page: async () => (await import('./playbook-page')).PlaybookPage,
      accepts: ({ topic }) => isPlaybookTopic(topic),
      title: ({ topic }) => (isPlaybookTopic(topic) ? playbookTopicTitle(topic) : PLAYBOOK_TITLE),
      breadcrumb: ({ topic }) => [
        { label: msg`Playbook`, href: playbookTopicPath('getting-started') },
        ...(isPlaybookTopic(topic) ? [{ label: playbookTopicTitle(topic) }] : []),
      ],
    },
  ],
});
