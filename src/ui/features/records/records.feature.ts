import { msg } from '@lingui/core/macro';
import type { Messages } from '@lingui/core';
import type { Locale } from '../../../domain/account/user';
import { defineFeature } from '../../routing/feature';
import { loadRecordsCatalog } from '../../records/records-catalog';

// A template import is typed `any`; the catalog module's shape is declared in src/vite-env.d.ts.
const loadRecordsPageCatalog = async (locale: Locale): Promise<Messages> =>
  (await (import(`./locales/${locale}.po`) as Promise<{ messages: Messages }>)).messages;

/** The acting player's personal records, this season and of all time (docs/product-rules.md#personal-records). */
export const recordsFeature = defineFeature({
  name: 'records',
  catalogs: [loadRecordsPageCatalog, loadRecordsCatalog],
  bindings: async () => (await import('../../../composition/records.bindings')).bindRecordsFeature,
  routes: [
    {
      path: '/records',
      access: 'signed-in',
      page: async () => (await import('./records-route')).RecordsRoute,
      title: msg`Records`,
      breadcrumb: () => [{ label: msg`Records` }],
    },
  ],
});
