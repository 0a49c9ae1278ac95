import { observer } from 'mobx-react-lite';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CommunityConsentModel } from '../../application/privacy/community-consent.model';
import { ModalDialog } from './modal-dialog';
import './community-consent-dialog.css';

/**
 * The consent to appear on the leaderboard (docs/product-rules.md#leaderboard), shared by the
 * leaderboard and the profile's privacy section: a modal where Escape is Decline, the focused
 * choice. A parent's names the one child it is for, and says how a child under 13 is listed beyond
 * their club. While a save runs both buttons wait; a failed save keeps the dialog open, as it was,
 * with the reason.
 */
export const CommunityConsentDialog = observer(function CommunityConsentDialog({
  consent,
}: {
  consent: CommunityConsentModel;
}) {
  const { t } = useLingui();
  const name = consent.childName;
  const others = consent.otherChildrenCount;
  const onlyThisChild =
    others === 0
      ? ''
      : ` ${t`${plural(others, {
          one: 'Your other child stays as they are: you choose for each child.',
          other: 'Your # other children stay as they are: you choose for each child.',
        })}`}`;
  return (
    <ModalDialog
      open={consent.dialogOpen}
      className="consent-dialog"
      title={name !== null ? t`Show ${name} on the leaderboard?` : t`Appear on the leaderboard?`}
      body={
        name !== null
          ? t`${name}’s name, team, AP minutes (time earning activity points) and number of sessions become visible to the Pulseboard community on the leaderboard. Outside their own club, a player under 13 shows only as first name and last initial, with no team. This choice is for ${name} alone, and you can change it at any time.` +
            onlyThisChild
          : t`Your name, team, AP minutes (time earning activity points) and number of sessions become visible to the Pulseboard community on the leaderboard. You can change this at any time.`
      }
      cancelLabel={t`Decline`}
      confirmLabel={consent.saving ? t`Saving…` : t`Accept`}
      busy={consent.saving}
      onConfirm={() => void consent.accept()}
      onCancel={() => consent.decline()}
    >
      {consent.dialogErrorCode !== null ? (
        <p className="consent-dialog__error" role="alert">
          {t`Your choice could not be saved. Please try again.`}
        </p>
      ) : null}
    </ModalDialog>
  );
});
