import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react';
import { useLingui as useMacroLingui } from '@lingui/react/macro';
import type { NotificationSettingsModel } from '../../../application/profile/notification-settings.model';
import { subscriptionLabels } from './profile-settings-messages';
import { SettingsSwitch } from './settings-switch';

/** The profile's mails (docs/product-rules.md#profile-fields), each saved on change. */
export const NotificationsSection = observer(function NotificationsSection({
  model,
}: {
  model: NotificationSettingsModel;
}) {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  return (
    <section className="card profile-section" aria-labelledby="profile-notifications-title">
      <h2 id="profile-notifications-title">{t`Notifications`}</h2>
      {model.settings.length === 0 ? (
        <p role="status" className="field__hint">
          {t`There are no notification emails for this account.`}
        </p>
      ) : (
        model.settings.map((setting) => (
          <SettingsSwitch
            key={setting.type}
            label={i18n._(subscriptionLabels[setting.type])}
            checked={setting.subscribed}
            busy={setting.saving}
            onChange={(on) => void model.setSubscribed(setting.type, on)}
            error={
              setting.errorCode !== null ? t`Your notification settings could not be saved. Please try again.` : null
            }
          />
        ))
      )}
    </section>
  );
});
