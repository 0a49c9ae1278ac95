import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import type { LiveRecordingViewModel } from '../../../application/live-recording/live-recording.view-model';
import { liveRecordingDurationSeconds } from '../../../domain/live/live-recording';
import type { Crumb } from '../../components/breadcrumb';
import { ModalDialog } from '../../components/modal-dialog';
import { PageHeader } from '../../components/page-header';
import { formatLocalDateTime } from '../../formats/date-time-format';
import { formatDuration } from '../../formats/duration-format';
import { formattingLocales } from '../../formats/formatting-locales';
import { LiveHeartRateChart } from './live-heart-rate-chart';
import { CurrentHeartRate, LiveFigures } from './live-figures';
import { KeptRecordings, StoppedView } from './live-stopped';

/** Without Web Bluetooth: said plainly, with the file analysis offered instead. */
function Unsupported() {
  const { t } = useLingui();
  return (
    <section className="live-card live-unsupported" aria-labelledby="live-unsupported-title">
      <h2 id="live-unsupported-title">{t`This browser cannot reach a heart-rate belt`}</h2>
      <p>{t`Recording from a belt needs Web Bluetooth: Chrome or Edge on a computer or an Android phone, on a secure (https) page. Firefox, Safari and every browser on iPhone and iPad do not offer it.`}</p>
      <p>
        {t`You can still open the file your watch or app recorded:`} <Link href="/analyse">{t`Analyse a file`}</Link>
      </p>
    </section>
  );
}

/** A recording found on return: resume it or finish it. */
const Interrupted = observer(function Interrupted({ vm }: { vm: LiveRecordingViewModel }) {
  const { t, i18n } = useLingui();
  const { recording } = vm;
  if (recording.status !== 'interrupted') return null;
  const locales = formattingLocales(i18n);
  const started = formatLocalDateTime(locales, recording.snapshot.startedAt, vm.timeZone);
  const recorded = formatDuration(locales, liveRecordingDurationSeconds(recording.snapshot.bpm), 'duration');
  return (
    <section className="live-card live-interrupted" role="status">
      <h2>{t`A recording was interrupted`}</h2>
      <p>{t`Started ${started}, ${recorded} recorded. Resume it (the time away stays a gap) or finish it here.`}</p>
      <div className="live-actions">
        <button type="button" className="button button--primary" onClick={() => void vm.resumeInterrupted()}>{t`Resume recording`}</button>
        <button type="button" className="button" onClick={() => vm.finishInterrupted()}>{t`Finish it`}</button>
      </div>
    </section>
  );
});

/** The belt: connect buttons, its name and battery, and what happens to the link. */
const BeltPanel = observer(function BeltPanel({ vm }: { vm: LiveRecordingViewModel }) {
  const { t } = useLingui();
  const { belt } = vm;
  const canConnect = belt.status === 'none' || belt.status === 'lost';
  return (
    <section className="live-card live-belt" aria-label={t`Belt`}>
      {belt.status === 'connected' ? (
        <p className="live-belt__name">
          {t`Connected to ${belt.name}`}
          {belt.batteryPercent !== null ? <span className="live-belt__battery"> · {t`battery ${belt.batteryPercent} %`}</span> : null}
        </p>
      ) : null}
      {belt.status === 'connecting' ? <p role="status">{t`Choose your belt in the browser’s list…`}</p> : null}
      {belt.status === 'reconnecting' ? (
        <p role="status" className="live-belt__warning">{t`The belt dropped out. Reconnecting by itself (attempt ${belt.attempt})… The gap stays empty in the recording.`}</p>
      ) : null}
      {belt.status === 'lost' ? <p role="alert" className="live-belt__warning">{t`The belt is out of reach. Put it on again and connect it.`}</p> : null}
      {vm.connectProblem === 'failed' ? <p role="alert">{t`The belt could not be connected. Wake it by putting it on, then try again.`}</p> : null}
      {vm.busyElsewhere ? <p role="alert">{t`Another tab is already recording. Stop it there first.`}</p> : null}
      {canConnect ? (
        <div className="live-actions">
          {vm.supported ? <button type="button" className="button button--primary" onClick={() => void vm.connect()}>{t`Connect a belt`}</button> : null}
          {vm.demoAvailable ? <button type="button" className="button" onClick={() => void vm.connectDemo()}>{t`Demo belt`}</button> : null}
        </div>
      ) : null}
    </section>
  );
});

/** Start, Pause or Resume, and Stop with a confirmation. */
const Controls = observer(function Controls({ vm }: { vm: LiveRecordingViewModel }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const status = vm.recording.status;
  return (
    <div className="live-actions live-controls">
      {status === 'none' ? <button type="button" className="button button--primary" disabled={vm.belt.status !== 'connected'} onClick={() => void vm.startRecording()}>{t`Start`}</button> : null}
      {status === 'recording' ? <button type="button" className="button" onClick={() => vm.pause()}>{t`Pause`}</button> : null}
      {status === 'paused' ? <button type="button" className="button button--primary" onClick={() => vm.resume()}>{t`Resume`}</button> : null}
      {status === 'recording' || status === 'paused' ? <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>{t`Stop`}</button> : null}
      {status === 'paused' ? <p role="status">{t`Paused: nothing is recorded until you resume.`}</p> : null}
      <ModalDialog
        open={confirming}
        className="live-stop-dialog"
        title={t`Stop the recording?`}
        body={t`The recording ends here. You can then save it or export it.`}
        cancelLabel={t`Keep recording`}
        confirmLabel={t`Stop`}
        busy={false}
        onConfirm={() => {
          setConfirming(false);
          vm.stop();
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
});

/** The live view: current heart rate, figures, chart and controls, with the no-contact message. */
const LiveView = observer(function LiveView({ vm }: { vm: LiveRecordingViewModel }) {
  const { t } = useLingui();
  return (
    <section className="live-card live-view" aria-label={t`Live heart rate`}>
      {vm.phase === 'no-contact' || (vm.belt.status === 'connected' && vm.belt.contact === 'not-detected') ? (
        <p role="alert" className="live-no-contact">{t`The belt does not feel your skin: moisten the electrodes and tighten the strap.`}</p>
      ) : null}
      <CurrentHeartRate vm={vm} />
      {vm.recording.status !== 'none' ? <LiveFigures vm={vm} /> : null}
      {vm.recording.status !== 'none' ? <LiveHeartRateChart vm={vm} /> : null}
      <Controls vm={vm} />
    </section>
  );
});

/** The "Record live" page as the view-model has it. */
export const LiveRecordingPage = observer(function LiveRecordingPage({ vm, crumbs }: { vm: LiveRecordingViewModel; crumbs: readonly Crumb[] }) {
  const { t } = useLingui();
  const { phase } = vm;
  const live = phase === 'ready' || phase === 'recording' || phase === 'no-contact' || phase === 'reconnecting' || phase === 'paused';
  const finished = phase === 'stopped' || phase === 'saving' || phase === 'saved' || phase === 'save-refused';
  return (
    <div className="page live-recording" data-phase={phase}>
      <PageHeader crumbs={crumbs} title={t`Record live`} />
      {phase === 'unsupported' ? <Unsupported /> : null}
      <Interrupted vm={vm} />
      {!finished && phase !== 'interrupted' && (phase !== 'unsupported' || vm.demoAvailable) ? <BeltPanel vm={vm} /> : null}
      {live ? <LiveView vm={vm} /> : null}
      {finished ? <StoppedView vm={vm} /> : null}
      <KeptRecordings vm={vm} />
    </div>
  );
});
