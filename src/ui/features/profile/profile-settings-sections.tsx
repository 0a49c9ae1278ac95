import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { AccountProfileStore } from '../../../application/profile/account-profile.store';
import { PROFILE_SETTINGS_TOKENS } from '../../../application/profile/profile-settings.tokens';
import { useService } from '../../app/service-context';
import { registerToastMessages } from '../../notices/toast-messages';
import { AdditionalEmailsSection } from './additional-emails-section';
import { LanguageSection } from './language-section';
import { NotificationsSection } from './notifications-section';
import { PrivacySection } from './privacy-section';
import { profileSettingsToastMessages } from './profile-settings-messages';
import './profile-settings.css';

registerToastMessages(profileSettingsToastMessages);

/**
 * The profile's settings sections: language, privacy, notifications and additional emails, each
 * saved on its own (docs/product-rules.md#profile-fields). They work on the page's profile store
 * and show once it holds the profile (the page shows the loading and error states).
 */
export const ProfileSettingsSections = observer(function ProfileSettingsSections({
  store,
}: {
  readonly store: AccountProfileStore;
}) {
  const create = useService(PROFILE_SETTINGS_TOKENS.ProfileSettingsViewModelFactory);
  const [vm] = useState(() => create(store));
  if (store.profile === null) return null;
  return (
    <>
      <LanguageSection model={vm.language} />
      <PrivacySection model={vm.privacy} />
      <NotificationsSection model={vm.notifications} />
      <AdditionalEmailsSection model={vm.additionalEmails} />
    </>
  );
});
