import { useLingui } from '@lingui/react/macro';
import { ComingSoonPage } from '../../components/coming-soon-page';

/** /calendar/activity/{activityId} (SPEC §2). Placeholder until the session detail view lands. */
export function SessionDetailRoute({ activityId }: { activityId: string }) {
  const { t } = useLingui();
  void activityId;
  return <ComingSoonPage title={t`Team Session`} crumbs={[{ label: t`Calendar`, href: '/calendar' }, { label: t`Loading` }]} />;
}
