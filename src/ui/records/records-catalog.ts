import type { Messages } from '@lingui/core';
import type { Locale } from '../../domain/account/user';

/** The records' shared texts (what a record is called, the notes of the session page, calendar and dashboard). */
export const loadRecordsCatalog = async (locale: Locale): Promise<Messages> =>
  ((await import(`./locales/${locale}.po`)) as { messages: Messages }).messages;
