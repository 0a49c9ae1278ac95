import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import type { RecordingAnalysisViewModel } from '../../../application/recording-analysis/recording-analysis.view-model';
import type { Crumb } from '../../components/breadcrumb';
import { PageHeader } from '../../components/page-header';
import { SessionExportButtons } from '../../session-export/session-export-buttons';
import { SessionCharts } from '../../session/session-charts';
import { SessionSummary } from '../../session/session-summary';
import { AthleteForm } from './athlete-form';
import { DeviceComparisonCard, RecordingQualityCard, SelectionStatistics } from './recording-cards';
import { RecordingDropZone } from './recording-drop-zone';

/** The open file: its name, the session figures, the athlete, quality and device cards, then the charts with the exports. */
const OpenRecording = observer(function OpenRecording({ vm }: { vm: RecordingAnalysisViewModel }) {
  const { recording, summary, quality, deviceComparison, analysis, selection } = vm;
  if (recording === null || summary === null || quality === null || deviceComparison === null || analysis === null)
    return null;
  return (
    <>
      <h2 className="recording-file__name">{recording.fileName}</h2>
      <SessionSummary
        summary={summary}
        durationSeconds={quality.recordedSeconds}
        analysedSeconds={analysis.durationSeconds}
        trimmed={quality.trimmed}
        unit={vm.distanceUnit}
      />
      <div className="recording-columns">
        <AthleteForm model={vm.overrides} />
        <RecordingQualityCard quality={quality} />
        <DeviceComparisonCard comparison={deviceComparison} />
      </div>
      <SessionCharts
        chart={vm.chart}
        onRetry={() => void vm.chart.reload()}
        actions={<SessionExportButtons model={vm.export} />}
      >
        {selection !== null ? <SelectionStatistics selection={selection} unit={vm.distanceUnit} /> : null}
      </SessionCharts>
    </>
  );
});

/** The "Analyse a file" page as the view-model has it (the route resolves the view-model). */
export const RecordingAnalysisPage = observer(function RecordingAnalysisPage({
  vm,
  crumbs,
}: {
  vm: RecordingAnalysisViewModel;
  crumbs: readonly Crumb[];
}) {
  const { t } = useLingui();
  return (
    <div className="page recording-analysis">
      <PageHeader crumbs={crumbs} title={t`Analyse a file`} />
      <RecordingDropZone vm={vm} />
      <OpenRecording vm={vm} />
    </div>
  );
});
