import type { Messages } from '@lingui/core';
import type { Locale } from '../../../../domain/account/user';

/** The share control's texts (the button, the dialog, its toasts), for the session page that shows it. */
export const loadSessionShareCatalog = async (locale: Locale): Promise<Messages> =>
  ((await import(`./locales/${locale}.po`)) as { messages: Messages }).messages;
