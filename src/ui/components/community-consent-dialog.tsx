import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import type { CommunityConsentModel } from '../../application/privacy/community-consent.model';
import { ModalDialog } from './modal-dialog';
import './community-consent-dialog.css';

/**
 * The consent to appear on the leaderboard (docs/product-rules.md#leaderboard), shared by the
 * leaderboard and the profile's privacy section: a modal where Escape is Decline, the focused
 * choice. While a save runs both buttons wait; a failed save keeps the dialog open, as it was,
 * with the reason.
 */
export const CommunityConsentDialog = observer(function CommunityConsentDialog({ consent }: { consent: CommunityConsentModel }) {
  const { t } = useLingui();
  const children = consent.coversChildren;
  return (
    <ModalDialog
      open={consent.dialogOpen}
      className="consent-dialog"
      title={children ? t`Show your children on the leaderboard?` : t`Appear on the leaderboard?`}
      body={
        children
          ? t`Your children's names, teams, AP minutes (time earning activity points) and number of sessions become visible to the Pulseboard community on the leaderboard. This covers all your children. You can change this at any time.`
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
