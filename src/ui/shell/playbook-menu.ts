import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PlaybookTopic } from '../features/playbook/playbook-topics';

/**
 * The playbook's menu and breadcrumb labels, in the app catalog: the sidebar shows them on
 * every page, before the playbook's own catalog is loaded.
 */
export const playbookMenuLabels: Record<PlaybookTopic, MessageDescriptor> = {
  'getting-started': msg`Getting started`,
  'reading-data': msg`Reading your data`,
  'doing-more': msg`Doing more`,
  troubleshooting: msg`Troubleshooting`,
};
