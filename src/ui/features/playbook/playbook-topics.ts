import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The four help topics of the playbook (docs/product-rules.md#signed-in-routes), in reading order. */
export type PlaybookTopic = 'getting-started' | 'reading-data' | 'doing-more' | 'troubleshooting';

export const PLAYBOOK_TOPICS: readonly PlaybookTopic[] = [
  'getting-started',
  'reading-data',
  'doing-more',
  'troubleshooting',
];

const TOPIC_TITLES: Record<PlaybookTopic, MessageDescriptor> = {
  'getting-started': msg`Getting started`,
  'reading-data': msg`Reading your data`,
  'doing-more': msg`Doing more`,
  troubleshooting: msg`Troubleshooting`,
};

/** The topic's title, for the page heading, the sidebar and the breadcrumb. */
export function playbookTopicTitle(topic: PlaybookTopic): MessageDescriptor {
  return TOPIC_TITLES[topic];
}

/** The route of a topic: `/playbook/<topic>`. */
export function playbookTopicPath(topic: PlaybookTopic): string {
  return `/playbook/${topic}`;
}

/** Title of the playbook itself (the breadcrumb's parent crumb). */
export const PLAYBOOK_TITLE: MessageDescriptor = msg`Playbook`;

/** Whether a route parameter names one of the four topics. */
export function isPlaybookTopic(value: string | undefined): value is PlaybookTopic {
  return (PLAYBOOK_TOPICS as readonly (string | undefined)[]).includes(value);
}
