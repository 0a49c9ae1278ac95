import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { endsHere } from '../../../application/live-recording/live-recording-state';
import type { LiveRecordingViewModel } from '../../../application/live-recording/live-recording.view-model';
import { liveRecordingDurationSeconds } from '../../../domain/live/live-recording';
import type { Crumb } from '../../components/breadcrumb';
import { PageHeader } from '../../components/page-header';
import { useOwnedHeading } from '../../components/whose-data';
import { formatLocalDateTime } from '../../formats/date-time-format';
import { formatDuration } from '../../formats/duration-format';
import { formattingLocales } from '../../formats/formatting-locales';
import { BeltPanel } from './live-belt-panel';
import { LiveView } from './live-console';
import { KeptRecordings, StoppedView, WaitingRecordings } from './live-stopped';

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
        <button
          type="button"
          className="button button--primary"
          onClick={() => void vm.resumeInterrupted()}
        >{t`Resume recording`}</button>
        <button type="button" className="button" onClick={() => vm.finishInterrupted()}>{t`Finish it`}</button>
      </div>
    </section>
  );
});

/** A recording left running that another tab holds the lock of (it may be recording it still): nothing to do here. */
function Elsewhere() {
  const { t } = useLingui();
  return (
    <section className="live-card live-elsewhere" role="status" aria-labelledby="live-elsewhere-title">
      <h2 id="live-elsewhere-title">{t`Recording in another tab`}</h2>
      <p>{t`Carry on with it, or stop it, in that tab.`}</p>
    </section>
  );
}

/** The "Record live" page as the view-model has it. */
export const LiveRecordingPage = observer(function LiveRecordingPage({
  vm,
  crumbs,
}: {
  vm: LiveRecordingViewModel;
  crumbs: readonly Crumb[];
}) {
  const { t } = useLingui();
  const { phase, parts } = vm;
  // The phase of the render before: a stop, or a finish, moves the focus to what to do next.
  const previous = useRef(phase);
  const stoppedHere = endsHere(previous.current);
  useEffect(() => {
    previous.current = phase;
  });
  const heading = useOwnedHeading('live', t`Record live`);
  return (
    <div className="page live-recording" data-phase={phase}>
      <PageHeader crumbs={crumbs} title={heading} />
      {parts.unsupported ? <Unsupported /> : null}
      {parts.elsewhere ? <Elsewhere /> : null}
      {parts.interrupted ? <Interrupted vm={vm} /> : null}
      {parts.belt ? <BeltPanel vm={vm} /> : null}
      {parts.live ? <LiveView vm={vm} /> : null}
      {parts.finished ? <StoppedView vm={vm} announce={stoppedHere} /> : null}
      {parts.unsaved ? <WaitingRecordings vm={vm} /> : null}
      {parts.unsaved ? <KeptRecordings vm={vm} /> : null}
    </div>
  );
});
