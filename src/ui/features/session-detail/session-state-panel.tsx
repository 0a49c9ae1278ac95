import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import type { SessionDetailViewModel } from '../../../application/session-detail/session-detail.view-model';
import type { LengthNotice } from '../../../domain/activity/session-facts';
import { externalLinks } from '../../shell/external-links';
import { formatDuration } from '../../formats/duration-format';
import { formattingLocales } from '../../formats/formatting-locales';
import { messageForCode } from '../../messages/message-for-code';
import { nextStepMessages } from './session-detail-labels';

/**
 * A session without processed data (docs/product-rules.md#session-data-states): its state's message
 * and what to do next, with the one action that helps (check again, or write to support). No
 * figures, charts or forms: there is nothing to edit them on.
 */
export const SessionStatePanel = observer(function SessionStatePanel({ vm }: { vm: SessionDetailViewModel }) {
  const { t, i18n } = useLingui();
  const state = vm.dataState;
  const activity = vm.activity;
  if (state === null || state === 'valid' || state === 'too-long' || activity === null) return null;
  const info = activity.playerActivityInfo;
  const subject = t`Session “${info.title}” (${activity.playerActivityId})`;
  return (
    <section
      className={`card session-data-state session-data-state--${state}`}
      aria-labelledby="session-state-title"
      data-state={state}
    >
      <h2 id="session-state-title">{t`No figures for this session`}</h2>
      <p role="status">{i18n._(messageForCode(state))}</p>
      <p className="session-data-state__next">{i18n._(nextStepMessages[state])}</p>
      <div className="session-form-actions">
        {state === 'being-processed' ? (
          <button type="button" className="button button--primary" onClick={() => void vm.checkAgain()}>
            {t`Check again`}
          </button>
        ) : null}
        {state === 'missing-or-invalid' || state === 'failed' ? (
          <a className="button button--primary" href={externalLinks.supportMail(subject)}>
            {t`Contact support`}
          </a>
        ) : null}
      </div>
    </section>
  );
});

/** The one notice of a long session (docs/product-rules.md#session-limits): flagged over 3.5 h, and trimmed too over 4 h. */
export function SessionLengthNotice({ notice, durationSeconds }: { notice: LengthNotice; durationSeconds: number }) {
  const { t, i18n } = useLingui();
  const length = formatDuration(formattingLocales(i18n), durationSeconds, 'duration');
  return (
    <p className="card session-data-state session-data-state--too-long" role="status" data-state="too-long">
      {notice === 'trimmed'
        ? t`This session lasted ${length}, more than 3.5 hours, so it is flagged as too long, and only its first 4 hours are analysed and charted.`
        : t`This session lasted ${length}, more than 3.5 hours, so it is flagged as too long. All of it is analysed.`}
    </p>
  );
}
