import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import { isRecordingPhase } from '../../../application/live-recording/live-recording-state';
import type { LiveRecordingViewModel } from '../../../application/live-recording/live-recording.view-model';
import { ModalDialog } from '../../components/modal-dialog';
import { LiveHeartRateChart } from './live-heart-rate-chart';
import { CurrentHeartRate, LiveFigures } from './live-figures';

/** The recording's state in a word, beside the heart rate: what the console's buttons act on. */
const RecordingState = observer(function RecordingState({ vm }: { vm: LiveRecordingViewModel }) {
  const { t } = useLingui();
  const words = {
    ready: t`Not recording`,
    recording: t`Recording`,
    paused: t`Paused`,
    'no-contact': t`No skin contact`,
    reconnecting: t`Reconnecting…`,
  } as const;
  const phase = vm.phase;
  if (!(phase in words)) return null;
  return (
    <p className={`live-state live-state--${phase}`} role="status" data-testid="live-state">
      <span className="live-state__dot" aria-hidden="true" />
      {words[phase as keyof typeof words]}
    </p>
  );
});

/** What the state means and what to do, under the heart rate: no skin contact, a belt away, a pause. */
const StateDetail = observer(function StateDetail({ vm }: { vm: LiveRecordingViewModel }) {
  const { t } = useLingui();
  const { phase } = vm;
  const belt = vm.belt.state;
  return (
    <>
      {vm.belt.feelsNoSkin ? (
        <p
          role="alert"
          className="live-no-contact"
        >{t`The belt does not feel your skin: moisten the electrodes and tighten the strap.`}</p>
      ) : null}
      {belt.status === 'reconnecting' ? (
        <p
          role="status"
          className="live-belt__warning"
        >{t`The belt dropped out. Reconnecting by itself (attempt ${belt.attempt})… The gap stays empty in the recording.`}</p>
      ) : null}
      {phase === 'paused' ? (
        <p className="live-console__detail">{t`Paused: nothing is recorded until you resume.`}</p>
      ) : null}
      {vm.busyElsewhere ? <p role="alert">{t`Another tab is already recording. Stop it there first.`}</p> : null}
    </>
  );
});

/** Start, Pause or Resume, and Stop with a confirmation. */
const Controls = observer(function Controls({ vm }: { vm: LiveRecordingViewModel }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const { phase } = vm;
  const recording = isRecordingPhase(phase);
  return (
    <div className="live-actions live-controls">
      {phase === 'ready' ? (
        <button
          type="button"
          className="button button--primary"
          disabled={vm.belt.state.status !== 'connected'}
          onClick={() => void vm.startRecording()}
        >{t`Start`}</button>
      ) : null}
      {recording ? <button type="button" className="button" onClick={() => vm.pause()}>{t`Pause`}</button> : null}
      {phase === 'paused' ? (
        <button type="button" className="button button--primary" onClick={() => vm.resume()}>{t`Resume`}</button>
      ) : null}
      {recording || phase === 'paused' ? (
        <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>{t`Stop`}</button>
      ) : null}
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
          void vm.stop();
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
});

/**
 * The live view: the console (the heart rate with the recording's state beside it, what the state
 * means, and the buttons), then the figures and the chart. On a phone the console is last on the
 * screen and stays at its foot, within the thumb's reach, while the figures scroll above it.
 */
export const LiveView = observer(function LiveView({ vm }: { vm: LiveRecordingViewModel }) {
  const { t } = useLingui();
  // Before Start (ready) only the heart rate shows: there are no figures yet.
  const recording = vm.phase !== 'ready';
  return (
    <section className="live-card live-view" aria-label={t`Live heart rate`}>
      <div className={`live-console live-console--${vm.phase}`} data-testid="live-console">
        <CurrentHeartRate vm={vm} state={<RecordingState vm={vm} />} />
        <StateDetail vm={vm} />
        <Controls vm={vm} />
      </div>
      {recording ? <LiveFigures vm={vm} /> : null}
      {recording ? <LiveHeartRateChart vm={vm} /> : null}
    </section>
  );
});
