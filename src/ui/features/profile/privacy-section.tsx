import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import type { PrivacySettingsModel } from '../../../application/profile/privacy-settings.model';
import type { CommunityConsentModel } from '../../../application/privacy/community-consent.model';
import { CommunityConsentDialog } from '../../components/community-consent-dialog';
import { SettingsSwitch } from './settings-switch';

/** A parent's consent for one child: a switch naming the child, and the consent dialog for that child. */
const ChildCommunitySwitch = observer(function ChildCommunitySwitch({ consent }: { consent: CommunityConsentModel }) {
  const { t } = useLingui();
  const name = consent.childName ?? '';
  return (
    <>
      <SettingsSwitch
        label={t`Make ${name}’s sessions visible to the community via the leaderboard`}
        checked={consent.shownVisible}
        busy={consent.saving}
        hint={t`You are asked to confirm before ${name} appears on the leaderboard. This choice is for ${name} alone.`}
        onChange={(on) => (on ? consent.open() : void consent.withdraw())}
        error={
          consent.withdrawErrorCode !== null ? t`Your privacy settings could not be saved. Please try again.` : null
        }
      />
      <CommunityConsentDialog consent={consent} />
    </>
  );
});

/**
 * The profile's privacy (docs/product-rules.md#profile-fields): visible to coaches; visible to the
 * community on the leaderboard, which asks consent with the leaderboard's own dialog (a parent: one
 * switch per child).
 */
export const PrivacySection = observer(function PrivacySection({ model }: { model: PrivacySettingsModel }) {
  const { t } = useLingui();
  const failed = t`Your privacy settings could not be saved. Please try again.`;
  const { community } = model;
  return (
    <section className="card profile-section" aria-labelledby="profile-privacy-title">
      <h2 id="profile-privacy-title">{t`Privacy`}</h2>
      <SettingsSwitch
        label={t`Make my individual sessions visible to coaches (including attachments and description)`}
        checked={model.visibleToCoaches}
        busy={model.coachesRequested !== null}
        onChange={(on) => void model.setVisibleToCoaches(on)}
        error={model.coachesErrorCode !== null ? failed : null}
      />
      {model.childConsents.length === 0 ? (
        <>
          <SettingsSwitch
            label={t`Make my individual sessions visible to the community via the leaderboard`}
            checked={model.visibleToCommunity}
            busy={community.saving}
            hint={t`You are asked to confirm before you appear on the leaderboard.`}
            onChange={(on) => model.setVisibleToCommunity(on)}
            error={model.communityErrorCode !== null ? failed : null}
          />
          <CommunityConsentDialog consent={community} />
        </>
      ) : (
        // A parent chooses for each child on their own (docs/product-rules.md#leaderboard).
        model.childConsents.map((consent) => <ChildCommunitySwitch key={consent.child?.playerId} consent={consent} />)
      )}
    </section>
  );
});
