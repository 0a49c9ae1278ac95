import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react';
import { useLingui as useMacroLingui } from '@lingui/react/macro';
import type { LeaderboardViewModel } from '../../../application/leaderboard/leaderboard.view-model';
import { CommunityConsentDialog } from '../../components/community-consent-dialog';
import { consentErrorMessages } from './leaderboard-labels';
import { OWN_ROW_ID } from './leaderboard-table';

/** What happened after a choice: a status line (focused after a save, whose button is gone). */
const ConsentOutcome = observer(function ConsentOutcome({ vm }: { vm: LeaderboardViewModel }) {
  const { t } = useMacroLingui();
  const { consent } = vm;
  const ref = useRef<HTMLParagraphElement>(null);
  const outcome = consent.outcome;
  useEffect(() => {
    if (outcome === 'accepted' || outcome === 'withdrawn') ref.current?.focus();
  }, [outcome]);
  const name = consent.childName;
  let text = '';
  if (outcome === 'declined') {
    text =
      name !== null
        ? t`${name} stays off the leaderboard: the community does not see ${name}’s sessions.`
        : t`You stay off the leaderboard: the community does not see your sessions.`;
  } else if (outcome === 'withdrawn') {
    text =
      name !== null ? t`${name} no longer appears on the leaderboard.` : t`You no longer appear on the leaderboard.`;
  } else if (outcome === 'accepted') {
    const waiting = vm.loadState === 'ready' && vm.ownLine === null;
    text =
      name !== null
        ? waiting
          ? t`${name} now appears on the leaderboard, once there is a session in the period shown.`
          : t`${name} now appears on the leaderboard.`
        : waiting
          ? t`You now appear on the leaderboard, once you have a session in the period shown.`
          : t`You now appear on the leaderboard.`;
  }
  return (
    <p ref={ref} className={`lb-consent__outcome${text === '' ? ' visually-hidden' : ''}`} role="status" tabIndex={-1}>
      {text}
    </p>
  );
});

/** Brings the acting player's row into view and gives it the focus (a long board can hide it far down). */
function focusOwnRow(): void {
  const cell = document.getElementById(OWN_ROW_ID);
  cell?.scrollIntoView({ block: 'center' });
  cell?.focus({ preventScroll: true });
}

/**
 * The way onto (and off) the board: a call to action while the player is not visible, the dialog, the
 * outcome. A parent chooses for the child the board is for, by name; their other children stay as they are.
 */
export const LeaderboardConsent = observer(function LeaderboardConsent({ vm }: { vm: LeaderboardViewModel }) {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const { consent } = vm;
  const name = consent.childName;
  const ownRank = vm.ownLine?.rank ?? null;
  return (
    <section className="card lb-consent" aria-label={name !== null ? t`${name}’s visibility` : t`Your visibility`}>
      <ConsentOutcome vm={vm} />
      {consent.isVisible ? (
        <div className="lb-consent__row">
          <p className="lb-consent__text">
            {/* Just accepted: the outcome above already says it. */}
            {consent.outcome === 'accepted'
              ? null
              : name !== null
                ? t`${name} appears on the leaderboard.`
                : t`You appear on the leaderboard.`}
            {ownRank !== null ? (
              <>
                {consent.outcome === 'accepted' ? null : ' '}
                <button type="button" className="lb-link" onClick={() => focusOwnRow()}>
                  {t`Go to rank ${ownRank}`}
                </button>
              </>
            ) : null}
          </p>
          <button
            type="button"
            className="button button--light"
            onClick={() => void consent.withdraw()}
            disabled={consent.saving}
          >
            {name !== null ? t`Hide ${name}` : t`Hide me`}
          </button>
        </div>
      ) : (
        <div className="lb-consent__row">
          <p className="lb-consent__text">
            {name !== null
              ? t`${name} is not on the leaderboard. Share ${name}’s AP minutes (time earning activity points) with the community to see where they rank.`
              : t`You are not on the leaderboard. Share your AP minutes (time earning activity points) with the community to see where you rank.`}
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => consent.open()}
            aria-haspopup="dialog"
          >
            {name !== null ? t`Show ${name} on the leaderboard` : t`Show me on the leaderboard`}
          </button>
        </div>
      )}
      {consent.withdrawErrorCode !== null ? (
        <p className="lb-consent__error" role="alert">
          {i18n._(consentErrorMessages[consent.withdrawErrorCode])}
        </p>
      ) : null}
      <CommunityConsentDialog consent={consent} />
    </section>
  );
});
