import { useLingui } from '@lingui/react/macro';
import { PROFILE_TOKENS } from '../../../application/profile/profile-tokens';
import type { FeaturePageProps } from '../../app/feature';
import { PageHeader } from '../../components/page-header';
import { useViewModel } from '../../app/service-context';
import { registerToastMessages } from '../../app/toast-messages';
import { profileToastMessages } from './profile-messages';
import { UnitPreferencesSection } from './unit-preferences-section';
import './profile.css';

registerToastMessages(profileToastMessages);

/** /profile (docs/product-rules.md#signed-in-routes): the units today; personal data, password, email, language and privacy follow. */
export function ProfileRoute({ crumbs }: FeaturePageProps) {
  const { t } = useLingui();
  const units = useViewModel(PROFILE_TOKENS.UnitPreferencesViewModel);
  return (
    <div className="page profile">
      <PageHeader title={t`Profile`} crumbs={crumbs} />
      <UnitPreferencesSection vm={units} />
      <div className="card card--empty profile-section">
        <p>{t`Personal details, password, email, language, privacy and notifications are coming soon.`}</p>
      </div>
    </div>
  );
}
