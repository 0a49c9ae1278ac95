import { msg } from '@lingui/core/macro';
import type { Messages } from '@lingui/core';
import type { Locale } from '../../../domain/account/user';
import { defineFeature } from '../../app/feature';
import { loadChartsCatalog } from '../../charts/charts-catalog';
import { loadSessionExportCatalog } from '../../session-export/session-export-catalog';
import { loadSessionViewsCatalog } from '../../session/session-views-catalog';

// A template import is typed `any`; the catalog module's shape is declared in src/vite-env.d.ts.
const loadLiveRecordingCatalog = async (locale: Locale): Promise<Messages> =>
  (await (import(`./locales/${locale}.po`) as Promise<{ messages: Messages }>)).messages;

/** "Record live": a session recorded from a heart-rate belt over Web Bluetooth (docs/live-recording.md). */
export const liveRecordingFeature = defineFeature({
  name: 'live-recording',
  catalogs: [loadLiveRecordingCatalog, loadChartsCatalog, loadSessionViewsCatalog, loadSessionExportCatalog],
  bindings: async () => (await import('../../../composition/live-recording.bindings')).bindLiveRecordingFeature,
  routes: [
    {
      path: '/live',
      access: 'signed-in',
      page: async () => (await import('./live-recording-route')).LiveRecordingRoute,
      title: msg`Record live`,
      breadcrumb: () => [{ label: msg`Record live` }],
    },
  ],
});
