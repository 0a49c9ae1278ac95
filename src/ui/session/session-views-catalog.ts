import type { Messages } from '@lingui/core';
import type { Locale } from '../../domain/account/user';

/** The shared session views' texts (summary figures, charts section), for every feature that shows them. */
export const loadSessionViewsCatalog = async (locale: Locale): Promise<Messages> =>
  ((await import(`./locales/${locale}.po`)) as { messages: Messages }).messages;
