import { msg } from '@lingui/core/macro';
import { defineFeature } from '../../routing/feature';
import { loadChartsCatalog } from '../../charts/charts-catalog';
import { loadSessionExportCatalog } from '../../session-export/session-export-catalog';
import { loadSessionViewsCatalog } from '../../session/session-views-catalog';
import { loadLiveRecordingCatalog } from './live-recording-catalog';

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
