import type { Messages } from '@lingui/core';
import type { Locale } from '../../../domain/account/user';

/** The playbook's compiled catalog (help topics and shop page texts) for a locale. */
export const loadPlaybookCatalog = async (locale: Locale): Promise<Messages> =>
  (await import(`../../locales/${locale}/help.po`)).messages;
