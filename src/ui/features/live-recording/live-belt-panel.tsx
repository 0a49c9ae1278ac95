import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import type { LiveRecordingViewModel } from '../../../application/live-recording/live-recording.view-model';

/**
 * Before connecting (docs/live-recording.md#the-belt): how to wear the belt so that it reads, which
 * belts can connect, and, folded unless the browser's list just came back empty-handed, what to do
 * when the belt is not in the list.
 */
function BeforeConnecting({ chooserClosed }: { chooserClosed: boolean }) {
  const { t } = useLingui();
  return (
    <div className="live-checklist">
      <h2 id="live-checklist-title">{t`Before you connect`}</h2>
      <ul aria-labelledby="live-checklist-title">
        <li>{t`Wet the two electrodes, the ribbed pads on the inside of the strap, with a little water.`}</li>
        <li>{t`Put the belt on first, snug around your chest just below the chest muscles, so that it does not slip as you move: most belts wake up only on skin.`}</li>
        <li>{t`Any belt that speaks Bluetooth’s standard Heart Rate Service can connect: for example a chest strap from Polar, Garmin or Wahoo.`}</li>
      </ul>
      <details className="live-checklist__help" open={chooserClosed || undefined}>
        <summary>{t`No belt in the browser’s list?`}</summary>
        <ul>
          <li>{t`Wear it a minute with wet electrodes: it switches on when it feels a heartbeat.`}</li>
          <li>{t`Close the apps that may be using it (its own app, a watch, a bike computer): many belts talk to one device at a time.`}</li>
          <li>{t`Keep this phone or computer close to the belt, with Bluetooth on, and check the belt’s battery.`}</li>
          <li>
            {t`A belt that speaks only ANT+, or only to its own watch, cannot connect here: record with the watch, then open its file:`}{' '}
            <Link href="/analyse">{t`Analyse a file`}</Link>
          </li>
        </ul>
      </details>
    </div>
  );
}

/** The belt: how to get ready, the connect buttons, its name and battery, and what happens to the link. */
export const BeltPanel = observer(function BeltPanel({ vm }: { vm: LiveRecordingViewModel }) {
  const { t } = useLingui();
  const belt = vm.belt.state;
  const { supported, demoAvailable, connectProblem } = vm.belt;
  const canConnect = belt.status === 'none' || belt.status === 'lost';
  return (
    <section className="live-card live-belt" aria-label={t`Belt`}>
      {belt.status === 'connected' ? (
        <p className="live-belt__name">
          {t`Connected to ${belt.name}`}
          {belt.batteryPercent !== null ? (
            <span className="live-belt__battery"> · {t`battery ${belt.batteryPercent} %`}</span>
          ) : null}
        </p>
      ) : null}
      {vm.phase === 'idle' && belt.status === 'none' ? (
        <BeforeConnecting chooserClosed={connectProblem === 'cancelled'} />
      ) : null}
      {belt.status === 'connecting' ? <p role="status">{t`Choose your belt in the browser’s list…`}</p> : null}
      {belt.status === 'lost' ? (
        <p
          role="alert"
          className="live-belt__warning"
        >{t`The belt is out of reach. Put it on again and connect it.`}</p>
      ) : null}
      {connectProblem === 'failed' ? (
        <p role="alert">{t`The belt could not be connected. Wake it by putting it on, then try again.`}</p>
      ) : null}
      {canConnect ? (
        <div className="live-actions">
          {supported ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => void vm.belt.connect()}
            >{t`Connect a belt`}</button>
          ) : null}
          {demoAvailable ? (
            <button type="button" className="button" onClick={() => void vm.belt.connectDemo()}>{t`Demo belt`}</button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
});
