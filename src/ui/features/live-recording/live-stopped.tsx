import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import type { LiveRecordingViewModel } from '../../../application/live-recording/live-recording.view-model';
import { liveRecordingDurationSeconds } from '../../../domain/live/live-recording';
import { formatLocalDateTime } from '../../formats/date-time-format';
import { formatDuration } from '../../formats/duration-format';
import { formattingLocales } from '../../formats/formatting-locales';
import { formatPercent } from '../../formats/number-format';
import { SessionExportButtons } from '../../session-export/session-export-buttons';
import { SessionCharts } from '../../session/session-charts';
import { SessionSummary } from '../../session/session-summary';

/** The name asked before saving, and the save. */
const SaveForm = observer(function SaveForm({ vm }: { vm: LiveRecordingViewModel }) {
  const { t } = useLingui();
  const [title, setTitle] = useState('');
  const saving = vm.phase === 'saving';
  return (
    <form
      className="live-save"
      onSubmit={(event) => {
        event.preventDefault();
        void vm.save(title);
      }}
    >
      <label htmlFor="live-title">{t`Name this session`}</label>
      <input id="live-title" type="text" maxLength={100} value={title} placeholder={t`Live recording`} onChange={(event) => setTitle(event.target.value)} disabled={saving} />
      <button type="submit" className="button button--primary" disabled={saving}>{saving ? t`Saving…` : t`Save to my calendar`}</button>
      {vm.recording.status === 'stopped' && vm.recording.saveFailed ? <p role="alert">{t`The session could not be saved. It is still here: try again.`}</p> : null}
    </form>
  );
});

/** A stopped recording as the file page shows a file: summary, coverage, charts and exports; then saving it. */
export const StoppedView = observer(function StoppedView({ vm }: { vm: LiveRecordingViewModel }) {
  const { t, i18n } = useLingui();
  const locales = formattingLocales(i18n);
  const { summary, analysis, quality } = vm.stopped;
  const { phase, recording } = vm;
  if (summary === null || analysis === null || quality === null) return null;
  return (
    <>
      {recording.status === 'saved' ? (
        <section className="live-card live-saved" role="status">
          <h2>{t`Saved to your calendar`}</h2>
          <p>
            <Link href={`/calendar/activity/${encodeURIComponent(recording.activityId)}`}>{t`Open the session`}</Link>
          </p>
          <button type="button" className="button" onClick={() => vm.newRecording()}>{t`New recording`}</button>
        </section>
      ) : null}
      {recording.status === 'save-refused' ? (
        <section className="live-card live-refused" role="status">
          <h2>{t`Kept on this device`}</h2>
          <p>{t`This server does not take live recordings yet, so the recording stays on this device. Export it as CSV or TCX to keep a copy.`}</p>
          <button type="button" className="button" onClick={() => vm.newRecording()}>{t`New recording`}</button>
        </section>
      ) : null}
      {/* The saved session's figures and duration, to the second (docs/live-recording.md#one-computation). */}
      <SessionSummary summary={summary} durationSeconds={vm.stopped.durationSeconds} analysedSeconds={analysis.durationSeconds} trimmed={quality.trimmed} unit="METRIC" />
      <p className="live-quality">
        {t`Heart rate on ${formatPercent(locales, quality.coveragePercent)} of the time; gaps are left empty.`}
        {vm.stoppedSnapshot?.deviceName ? ` ${t`Belt: ${vm.stoppedSnapshot.deviceName}`}` : ''}
      </p>
      <SessionCharts chart={vm.stopped.chart} onRetry={() => void vm.stopped.chart.reload()} actions={<SessionExportButtons model={vm.export} />} />
      {phase === 'stopped' || phase === 'saving' ? <SaveForm vm={vm} /> : null}
    </>
  );
});

/** The recordings the server would not take, kept on the device. */
export const KeptRecordings = observer(function KeptRecordings({ vm }: { vm: LiveRecordingViewModel }) {
  const { t, i18n } = useLingui();
  const locales = formattingLocales(i18n);
  if (vm.kept.length === 0) return null;
  return (
    <section className="live-card live-kept" aria-labelledby="live-kept-title">
      <h2 id="live-kept-title">{t`Recordings kept on this device`}</h2>
      <ul>
        {vm.kept.map((kept) => (
          <li key={kept.id}>
            <span>
              {formatLocalDateTime(locales, kept.startedAt, vm.timeZone)} · {formatDuration(locales, liveRecordingDurationSeconds(kept.bpm), 'duration')}
            </span>
            {vm.canOpenKept ? <button type="button" className="button" onClick={() => vm.openKept(kept.id)}>{t`Open to export`}</button> : null}
            <button type="button" className="button" onClick={() => void vm.discardKept(kept.id)}>{t`Discard`}</button>
          </li>
        ))}
      </ul>
    </section>
  );
});
