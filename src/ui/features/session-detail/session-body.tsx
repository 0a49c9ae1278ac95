import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import type { SessionDetailViewModel } from '../../../application/session-detail/session-detail.view-model';
import type { ChartMark } from '../../charts/chart-series';
import { ErrorState } from '../../components/error-state';
import { HrmaxInUse } from '../../components/hrmax-in-use';
import { messageForCode } from '../../messages/message-for-code';
import { SessionCharts } from '../../session/session-charts';
import { SessionSummary } from '../../session/session-summary';
import { TimeInZonesSection } from '../../session/time-in-zones';
import { SessionExportButtons } from '../../session-export/session-export-buttons';
import { SessionRecordsNote } from '../../records/session-records-note';
import { SessionAttachments, SessionDescription } from './session-edits';
import { SessionParticipants } from './session-participants';
import { SessionSegments } from './session-segments';
import { SessionLengthNotice, SessionStatePanel } from './session-state-panel';

/**
 * The page under its header, as the session's state allows (docs/product-rules.md#the-session-page):
 * a failed load's error and retry; a session without data, its state and what to do next; a
 * session with data, its one length notice, figures, time in zones, charts with the segments
 * drawn on them, and the segment, description and attachment forms.
 */
export const SessionBody = observer(function SessionBody({ vm }: { vm: SessionDetailViewModel }) {
  const { t, i18n } = useLingui();
  const activity = vm.activity;
  const facts = vm.facts;
  if (vm.status === 'not-found')
    return (
      <p className="card session-state" role="alert">
        {i18n._(messageForCode('ACTIVITY_NOT_FOUND'))}
      </p>
    );
  if (vm.status === 'deleted')
    return (
      <p className="card session-state" role="status">
        {i18n._(messageForCode('ACTIVITY_DELETED'))}
      </p>
    );
  if (vm.status === 'error')
    return (
      <ErrorState code="TRY_AGAIN_LATER" onRetry={() => void vm.retry()} className="card session-state" tone="light" />
    );
  if (activity === null || facts === null)
    return <p className="card session-state page-loading" aria-busy="true">{t`Loading the session…`}</p>;
  const info = activity.playerActivityInfo;
  const summary = activity.playerActivitySummary;
  if (!vm.hasData || summary === null) {
    return (
      <>
        <SessionStatePanel vm={vm} />
        <SessionParticipants participants={activity.participants} />
      </>
    );
  }
  const marks: ChartMark[] = vm.segments.list.map((segment) => ({
    start: segment.startSec,
    end: segment.endSec,
    label: segment.name,
  }));
  return (
    <>
      {facts.lengthNotice === null ? null : (
        <SessionLengthNotice notice={facts.lengthNotice} durationSeconds={info.durationSeconds} />
      )}
      <SessionRecordsNote activityId={activity.playerActivityId} />
      <SessionSummary
        summary={summary}
        durationSeconds={info.durationSeconds}
        analysedSeconds={info.analysedSeconds}
        trimmed={info.trimmed}
        unit={vm.distanceUnit}
      />
      {facts.timeInZones === null ? null : (
        <TimeInZonesSection zones={facts.timeInZones}>
          {facts.hrmax === null ? null : (
            <HrmaxInUse bpm={facts.hrmax.bpm} origin={facts.hrmax.origin} className="session-hrmax" />
          )}
        </TimeInZonesSection>
      )}
      <SessionCharts
        chart={vm.chart}
        marks={marks}
        onRetry={() => void vm.chart.reload()}
        onUseSpan={(start, end) => vm.segments.useSpan(start, end)}
        actions={<SessionExportButtons model={vm.export} />}
      />
      <div className="session-columns">
        <SessionSegments vm={vm} />
        <div className="session-columns__side">
          <SessionDescription vm={vm} />
          <SessionAttachments vm={vm} />
          <SessionParticipants participants={activity.participants} />
        </div>
      </div>
    </>
  );
});
