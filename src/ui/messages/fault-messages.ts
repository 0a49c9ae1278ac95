import { msg } from '@lingui/core/macro';

/**
 * The error boundaries' texts (docs/architecture.md#features). They live in the shared messages
 * catalog, which every site loads before its first render, so a fault shows translated text on the
 * integration site too, and on a page whose own catalog is the chunk that failed.
 */
export const faultMessages = {
  /** The tab's title while a fault shows. */
  title: msg`Something went wrong`,
  tryAgain: msg`Try again`,
  reload: msg`Reload`,
  chunkFailed: msg`Part of the app could not be loaded. If Try again does not help, reload the page.`,
} as const;
