import { msg } from '@lingui/core/macro';
import type { Messages } from '@lingui/core';
import type { Locale } from '../../../domain/account/user';
import { defineFeature } from '../../routing/feature';
import { loadChartsCatalog } from '../../charts/charts-catalog';
import { loadSessionExportCatalog } from '../../session-export/session-export-catalog';
import { loadSessionViewsCatalog } from '../../session/session-views-catalog';

// A template import is typed `any`; the catalog module's shape is declared in src/vite-env.d.ts.
const loadRecordingAnalysisCatalog = async (locale: Locale): Promise<Messages> =>
  (await (import(`./locales/${locale}.po`) as Promise<{ messages: Messages }>)).messages;

/** "Analyse a file": a FIT, TCX or GPX file opened, analysed and charted in the browser. */
export const recordingAnalysisFeature = defineFeature({
  name: 'recording-analysis',
  catalogs: [loadRecordingAnalysisCatalog, loadChartsCatalog, loadSessionViewsCatalog, loadSessionExportCatalog],
  bindings: async () => (await import('../../../composition/recording-analysis.bindings')).bindRecordingAnalysisFeature,
  routes: [
    {
      path: '/analyse',
      access: 'signed-in',
      page: async () => (await import('./recording-analysis-route')).RecordingAnalysisRoute,
      title: msg`Analyse a file`,
      breadcrumb: () => [{ label: msg`Analyse a file` }],
    },
  ],
});
