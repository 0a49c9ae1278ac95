import { useEffect, useRef, useState } from 'react';
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
import { useSettled } from '../../charts/settled-mount';
import { afterNextPaint } from '../../components/after-next-paint';
import { SessionCharts } from '../../session/session-charts';
import { SessionSummary } from '../../session/session-summary';

/**
 * Brings a card that has just taken the place of another into view, with the focus on its heading so
 * that it is read out: at each new `key`, and when it first shows if `announceFirst` (it replaced
 * what the user acted on; a card found on arrival leaves the focus to the page's heading).
 */
function useShownHere<T extends HTMLElement>(key: string, announceFirst: boolean) {
  const heading = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    const element = heading.current;
    const skip = first.current && !announceFirst;
    first.current = false;
    if (element === null || skip) return undefined;
    // After the paint: the tap that stopped closed a modal dialog, whose page takes the focus again only then.
    return afterNextPaint(() => {
      element.focus({ preventScroll: true });
      element.closest('section')?.scrollIntoView?.({ block: 'nearest' });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- announceFirst counts at the first showing only
  }, [key]);
  return heading;
}

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
      <input
        id="live-title"
        type="text"
        maxLength={100}
        value={title}
        placeholder={t`Live recording`}
        onChange={(event) => setTitle(event.target.value)}
        disabled={saving}
      />
      <button type="submit" className="button button--primary" disabled={saving}>
        {saving ? t`Saving…` : t`Save to my calendar`}
      </button>
      {vm.recording.status === 'stopped' && vm.recording.saveFailed ? (
        <p role="alert">{t`The session could not be saved. It is still here: try again.`}</p>
      ) : null}
    </form>
  );
});

/**
 * What to do with a stopped recording, first on the page: save it (its name, then the save), and
 * once saved or kept, the confirmation in the same place with the way on (docs/live-recording.md#saving).
 * Each new card takes the focus where the last one was, so a phone's reader needs no scrolling.
 */
const Finish = observer(function Finish({ vm, announce }: { vm: LiveRecordingViewModel; announce: boolean }) {
  const { t } = useLingui();
  const { recording } = vm;
  const heading = useShownHere<HTMLHeadingElement>(
    recording.status === 'saving' ? 'stopped' : recording.status,
    announce,
  );
  if (recording.status === 'saved') {
    return (
      <section className="live-card live-finish live-saved" role="status" aria-labelledby="live-finish-title">
        <h2 id="live-finish-title" ref={heading} tabIndex={-1}>{t`Saved to your calendar`}</h2>
        <div className="live-actions">
          <Link
            className="button button--primary"
            href={`/calendar/activity/${encodeURIComponent(recording.activityId)}`}
          >{t`Open the session`}</Link>
          <button type="button" className="button" onClick={() => vm.newRecording()}>{t`New recording`}</button>
        </div>
      </section>
    );
  }
  if (recording.status === 'queued') {
    return (
      <section className="live-card live-finish live-queued" role="status" aria-labelledby="live-finish-title">
        <h2 id="live-finish-title" ref={heading} tabIndex={-1}>{t`Will be saved when you are back online`}</h2>
        <p>{t`You are offline. The recording waits on this device and is sent to your calendar, once, as soon as the connection returns. Meanwhile you can look at it and export it below.`}</p>
        <button type="button" className="button" onClick={() => vm.newRecording()}>{t`New recording`}</button>
      </section>
    );
  }
  if (recording.status === 'save-refused') {
    return (
      <section className="live-card live-finish live-refused" role="status" aria-labelledby="live-finish-title">
        <h2 id="live-finish-title" ref={heading} tabIndex={-1}>{t`Kept on this device`}</h2>
        <p>{t`This server does not take live recordings yet, so the recording stays on this device. Export it as CSV or TCX to keep a copy.`}</p>
        <button type="button" className="button" onClick={() => vm.newRecording()}>{t`New recording`}</button>
      </section>
    );
  }
  return (
    <section className="live-card live-finish" aria-labelledby="live-finish-title">
      <h2 id="live-finish-title" ref={heading} tabIndex={-1}>{t`Recording stopped`}</h2>
      <p className="live-finish__prompt">{t`Name it and save it to your calendar. Its figures and charts are below.`}</p>
      <SaveForm vm={vm} />
    </section>
  );
});

/** A stopped recording (`announce`: the user just stopped or finished it): what to do with it first, then its figures as the file page shows a file: summary, coverage, charts and exports. */
export const StoppedView = observer(function StoppedView({
  vm,
  announce,
}: {
  vm: LiveRecordingViewModel;
  announce: boolean;
}) {
  // The figures and, after them, the charts, all below the save form, mount once the page has settled, each in a
  // frame of its own: the tap on Stop paints the form first (docs/live-recording.md#saving).
  const figuresShown = useSettled(false);
  const chartsShown = useSettled(false);
  if (vm.stopped.recording === null) return null;
  return (
    <>
      <Finish vm={vm} announce={announce} />
      {figuresShown ? <StoppedFigures vm={vm} /> : null}
      {chartsShown ? (
        <SessionCharts
          chart={vm.stopped.chart}
          onRetry={() => void vm.stopped.chart.reload()}
          actions={<SessionExportButtons model={vm.export} />}
        />
      ) : null}
    </>
  );
});

/**
 * The saved session's figures and duration, to the second (docs/live-recording.md#one-computation), with the
 * heart rate's coverage. Its own component: the recording is analysed when they show, not in the tap on Stop.
 */
const StoppedFigures = observer(function StoppedFigures({ vm }: { vm: LiveRecordingViewModel }) {
  const { t, i18n } = useLingui();
  const locales = formattingLocales(i18n);
  const { summary, analysis, quality, deviceName } = vm.stopped;
  if (summary === null || analysis === null || quality === null) return null;
  return (
    <>
      <SessionSummary
        summary={summary}
        durationSeconds={vm.stopped.durationSeconds}
        analysedSeconds={analysis.durationSeconds}
        trimmed={quality.trimmed}
        unit="METRIC"
      />
      <p className="live-quality">
        {t`Heart rate on ${formatPercent(locales, quality.coveragePercent)} of the time; gaps are left empty.`}
        {deviceName === null ? '' : ` ${t`Belt: ${deviceName}`}`}
      </p>
    </>
  );
});

/** The recordings saved offline, waiting on the device to be sent (docs/live-recording.md#saved-offline). */
export const WaitingRecordings = observer(function WaitingRecordings({ vm }: { vm: LiveRecordingViewModel }) {
  const { t, i18n } = useLingui();
  const locales = formattingLocales(i18n);
  const { unsaved } = vm;
  if (unsaved.waiting.length === 0) return null;
  return (
    <section className="live-card live-kept live-waiting" aria-labelledby="live-waiting-title">
      <h2 id="live-waiting-title">{t`Waiting to be saved`}</h2>
      <p>{t`Saved while offline: each is sent to your calendar when the connection returns.`}</p>
      <ul>
        {unsaved.waiting.map(({ recording, title }) => (
          <li key={recording.id}>
            <span>
              <strong>{title.trim() === '' ? t`Live recording` : title}</strong> ·{' '}
              {formatLocalDateTime(locales, recording.startedAt, vm.timeZone)} ·{' '}
              {formatDuration(locales, liveRecordingDurationSeconds(recording.bpm), 'duration')}
            </span>
            {unsaved.canOpen ? (
              <button
                type="button"
                className="button"
                onClick={() => unsaved.openQueued(recording.id)}
              >{t`Open to export`}</button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
});

/** The recordings the server would not take, kept on the device. */
export const KeptRecordings = observer(function KeptRecordings({ vm }: { vm: LiveRecordingViewModel }) {
  const { t, i18n } = useLingui();
  const locales = formattingLocales(i18n);
  const { unsaved } = vm;
  if (unsaved.kept.length === 0) return null;
  return (
    <section className="live-card live-kept" aria-labelledby="live-kept-title">
      <h2 id="live-kept-title">{t`Recordings kept on this device`}</h2>
      <ul>
        {unsaved.kept.map((kept) => (
          <li key={kept.id}>
            <span>
              {formatLocalDateTime(locales, kept.startedAt, vm.timeZone)} ·{' '}
              {formatDuration(locales, liveRecordingDurationSeconds(kept.bpm), 'duration')}
            </span>
            {unsaved.canOpen ? (
              <button
                type="button"
                className="button"
                onClick={() => unsaved.openKept(kept.id)}
              >{t`Open to export`}</button>
            ) : null}
            <button
              type="button"
              className="button"
              onClick={() => void unsaved.discardKept(kept.id)}
            >{t`Discard`}</button>
          </li>
        ))}
      </ul>
    </section>
  );
});
