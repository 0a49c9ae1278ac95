import { useLingui } from '@lingui/react/macro';
import { ComingSoonPage } from '../../components/coming-soon-page';

/** /calendar (SPEC §2). Placeholder until the calendar view lands. */
export function CalendarRoute() {
  const { t } = useLingui();
  return <ComingSoonPage title={t`Calendar`} crumbs={[{ label: t`Calendar` }]} />;
}
