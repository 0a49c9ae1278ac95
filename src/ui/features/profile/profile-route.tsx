import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProfilePageViewModel } from '../../../application/profile/profile-page.view-model';
import { PROFILE_TOKENS } from '../../../application/profile/profile.tokens';
import type { FeaturePageProps } from '../../routing/feature';
import { useViewModel } from '../../app/service-context';
import { registerToastMessages } from '../../notices/toast-messages';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { EmailChangeSection } from './email-change-section';
import { PasswordChangeSection } from './password-change-section';
import { PersonalDataSection } from './personal-data-section';
import { profileToastMessages } from './profile-messages';
import { ProfileSettingsSections } from './profile-settings-sections';
import { UnitPreferencesSection } from './unit-preferences-section';
import './profile.css';
import { SKELETON_CLASS } from '../../components/skeleton';

registerToastMessages(profileToastMessages);

/** Grey cards the size of the first sections, so nothing jumps when the profile arrives. */
function ProfileSkeleton() {
  return (
    <div className="profile-skeleton profile-sections" role="status">
      <span className="visually-hidden">
        <Trans>Loading your profile…</Trans>
      </span>
      {[11, 4, 4].map((rows, index) => (
        <div key={index} className="card profile-section profile-skeleton__card" aria-hidden="true">
          <span className={`${SKELETON_CLASS} profile-skeleton__bar profile-skeleton__bar--title`} />
          {Array.from({ length: rows }, (_, row) => (
            <span key={row} className={`${SKELETON_CLASS} profile-skeleton__bar`} />
          ))}
        </div>
      ))}
    </div>
  );
}

const UnitsSection = observer(function UnitsSection() {
  const units = useViewModel(PROFILE_TOKENS.UnitPreferencesViewModel);
  return <UnitPreferencesSection vm={units} />;
});

const ProfileBody = observer(function ProfileBody({ page }: { page: ProfilePageViewModel }) {
  const sections = page.sections;
  if (page.state === 'failed') return <ErrorState code={page.failureCode} onRetry={() => void page.retry()} />;
  if (sections === null) return <ProfileSkeleton />;
  // From 1,200 px the sections flow in two columns, in this order: down the first, then the second.
  return (
    <div className="profile-sections">
      <PersonalDataSection vm={sections.personal} />
      <EmailChangeSection vm={sections.email} />
      <PasswordChangeSection vm={sections.password} email={sections.email.currentEmail} />
      <UnitsSection />
      <ProfileSettingsSections store={page.store} />
    </div>
  );
});

/** /profile (docs/product-rules.md#signed-in-routes, docs/product-rules.md#profile-fields): the account's own details and settings, each section saved on its own. */
export function ProfileRoute({ crumbs }: FeaturePageProps) {
  const { t } = useLingui();
  const page = useViewModel(PROFILE_TOKENS.ProfilePageViewModel);
  useEffect(() => {
    void page.load();
  }, [page]);
  return (
    <div className="page profile">
      <PageHeader title={t`Profile`} crumbs={crumbs} />
      <ProfileBody page={page} />
    </div>
  );
}
