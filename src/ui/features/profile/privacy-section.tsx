import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import type { PrivacySettingsModel } from '../../../application/profile/privacy-settings.model';
import { CommunityConsentDialog } from '../../components/community-consent-dialog';
import { SettingsSwitch } from './settings-switch';

/**
 * The profile's privacy (docs/product-rules.md#profile-fields): visible to coaches; visible to the
 * community on the leaderboard, which asks consent with the leaderboard's own dialog.
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
      <SettingsSwitch
        label={t`Make my individual sessions visible to the community via the leaderboard`}
        checked={model.visibleToCommunity}
        busy={community.saving}
        hint={
          community.coversChildren
            ? t`You are asked to confirm before your children appear on the leaderboard. This covers all your children.`
            : t`You are asked to confirm before you appear on the leaderboard.`
        }
        onChange={(on) => model.setVisibleToCommunity(on)}
        error={model.communityErrorCode !== null ? failed : null}
      />
      <CommunityConsentDialog consent={community} />
    </section>
  );
});
