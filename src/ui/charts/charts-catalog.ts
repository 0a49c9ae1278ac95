import type { Messages } from '@lingui/core';
import type { Locale } from '../../domain/account/user';

/** The charts' own texts (axis labels, data tables, keyboard help), for every feature that draws them. */
export const loadChartsCatalog = async (locale: Locale): Promise<Messages> =>
  ((await import(`./locales/${locale}.po`)) as { messages: Messages }).messages;
