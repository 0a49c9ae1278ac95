import type { Messages } from '@lingui/core';
import type { Locale } from '../../../domain/account/user';

/** The "Record live" texts: its page's, and the question the logout asks about recordings not saved. */
// A template import is typed `any`; the catalog module's shape is declared in src/vite-env.d.ts.
export const loadLiveRecordingCatalog = async (locale: Locale): Promise<Messages> =>
  (await (import(`./locales/${locale}.po`) as Promise<{ messages: Messages }>)).messages;
