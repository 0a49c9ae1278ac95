import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { APP_TOKENS } from '../../../application/app.tokens';
import { LIVE_RECORDING_TOKENS } from '../../../application/live-recording/live-recording.tokens';
import { liveRecordingDurationSeconds } from '../../../domain/live/live-recording';
import { ensureCatalog } from '../../app/locale-loader';
import { Modal } from '../../components/modal';
import { useService } from '../../app/service-context';
import { formatLocalDateTime } from '../../formats/date-time-format';
import { formatDuration } from '../../formats/duration-format';
import { formattingLocales } from '../../formats/formatting-locales';
import { loadLiveRecordingCatalog } from './live-recording-catalog';
import './recordings-at-logout-dialog.css';

/** Readies the question's texts (the "Record live" catalog) before it is asked. */
const prepareQuestion = (): Promise<void> => ensureCatalog(loadLiveRecordingCatalog);

/**
 * The logout of the signed-in layout, asking first when the account has live recordings not saved
 * on this device (docs/live-recording.md#whose-recording): `logOut` runs at once when there are
 * none, else after the user's choice in RecordingsAtLogoutDialog, and not at all if they stay.
 */
export function useAskBeforeLogout(): (logOut: () => void) => void {
  const model = useService(LIVE_RECORDING_TOKENS.RecordingsAtLogout);
  return (logOut) => void model.request(logOut, prepareQuestion);
}

/**
 * The question before a logout with live recordings not saved on this device
 * (docs/live-recording.md#whose-recording): save them now, keep them on this device for this
 * account, or discard them; or stay logged in. A Modal: the focus starts on staying, the
 * safe choice, and Escape is staying too.
 */
export const RecordingsAtLogoutDialog = observer(function RecordingsAtLogoutDialog() {
  const model = useService(LIVE_RECORDING_TOKENS.RecordingsAtLogout);
  const session = useService(APP_TOKENS.AuthSession);
  const clock = useService(APP_TOKENS.Clock);
  const { t, i18n } = useLingui();
  const titleId = useId();
  const { question, busy } = model;
  const locales = formattingLocales(i18n);
  const count = question?.recordings.length ?? 0;
  // A parent's recordings may be of several children: each says whose it is.
  const whose = (playerId: string) => session.children.find((child) => child.playerId === playerId);
  return (
    <Modal open={question !== null} className="logout-recordings" labelledBy={titleId} onCancel={() => model.cancel()}>
      {question === null ? null : (
        <>
          <h2
            id={titleId}
          >{t`${plural(count, { one: 'A live recording is not saved yet', other: '# live recordings are not saved yet' })}`}</h2>
          <ul className="logout-recordings__list">
            {question.recordings.map((recording) => {
              const child = whose(recording.playerId);
              const started = formatLocalDateTime(locales, recording.startedAt, clock.timeZone());
              const length = formatDuration(locales, liveRecordingDurationSeconds(recording.bpm), 'duration');
              return (
                <li key={recording.id}>
                  {child ? `${child.firstName} · ${started} · ${length}` : `${started} · ${length}`}
                </li>
              );
            })}
          </ul>
          {question.inAnotherTab ? (
            <p>{t`One is still recording in another tab of this browser: stop it there to save or discard it. If you log out now, it stays on this device for this account.`}</p>
          ) : (
            <p>
              {t`${plural(count, {
                one: 'It is only on this device. Save it to the calendar now, keep it here for this account (no other account sees it; it is offered again when you log in here), or discard it.',
                other:
                  'They are only on this device. Save them to the calendar now, keep them here for this account (no other account sees them; they are offered again when you log in here), or discard them.',
              })}`}
            </p>
          )}
          {question.problem === 'save-failed' ? (
            <p
              role="alert"
              className="logout-recordings__problem"
            >{t`Saving did not work: check the connection and try again, or keep it on this device.`}</p>
          ) : null}
          {question.problem === 'save-refused' ? (
            <p
              role="alert"
              className="logout-recordings__problem"
            >{t`This server does not take live recordings yet: keep it on this device (you can export it from Record live), or discard it.`}</p>
          ) : null}
          {question.problem === 'device-failed' ? (
            <p
              role="alert"
              className="logout-recordings__problem"
            >{t`This device could not change its copy. Try again, or keep it.`}</p>
          ) : null}
          <div className="logout-recordings__actions">
            {!question.inAnotherTab && question.problem !== 'save-refused' ? (
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() => void model.choose('save')}
              >
                {t`${plural(count, { one: 'Save it and log out', other: 'Save them and log out' })}`}
              </button>
            ) : null}
            <button
              type="button"
              className="button button--light"
              disabled={busy}
              onClick={() => void model.choose('keep')}
            >
              {t`Keep on this device and log out`}
            </button>
            {!question.inAnotherTab ? (
              <button
                type="button"
                className="button button--danger"
                disabled={busy}
                onClick={() => void model.choose('discard')}
              >
                {t`${plural(count, { one: 'Discard it and log out', other: 'Discard them and log out' })}`}
              </button>
            ) : null}
            <button
              type="button"
              className="button button--light"
              disabled={busy}
              onClick={() => model.cancel()}
              data-autofocus
            >
              {t`Stay logged in`}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
});
