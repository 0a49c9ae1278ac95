import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';

/** One `<h2>` section of a help topic; `id` is its anchor in the "On this page" list. */
interface PlaybookSection {
  readonly id: string;
  readonly title: MessageDescriptor;
  readonly Body: ComponentType;
}

/** What a help topic shows under its title: an intro and its sections. */
export interface PlaybookTopicContent {
  readonly Intro: ComponentType;
  readonly sections: readonly PlaybookSection[];
}
