import type { Messages } from '@lingui/core';
import type { Locale } from '../../domain/account/user';

/** The export buttons' texts, for every feature that shows them (the session detail, the file page). */
export const loadSessionExportCatalog = async (locale: Locale): Promise<Messages> =>
  ((await import(`./locales/${locale}.po`)) as { messages: Messages }).messages;
