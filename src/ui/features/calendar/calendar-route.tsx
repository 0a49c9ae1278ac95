import { useDeferredValue, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro';
import { CALENDAR_TOKENS } from '../../../application/calendar/calendar.tokens';
import type { CalendarViewModel } from '../../../application/calendar/calendar.view-model';
import type { FeaturePageProps } from '../../routing/feature';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { useOwnedHeading } from '../../components/whose-data';
import { useMediaQuery } from '../../components/use-media-query';
import { useViewModel } from '../../app/service-context';
import { firstDayOfWeekOf } from '../../formats/first-day-of-week';
import { formattingLocales } from '../../formats/formatting-locales';
import { messageForCode } from '../../messages/message-for-code';
import { CalendarFilters } from './calendar-filters';
import { CalendarToolbar } from './calendar-toolbar';
import { CalendarAgenda, CalendarMonthGrid, CalendarWeekGrid } from './calendar-views';
import './calendar.css';

/**
 * Where calendar.css swaps the month grid for the phone's agenda. Only the one shown is rendered: on a slow phone,
 * building the hidden grid too doubled the work of every month switch (both where matchMedia cannot say).
 */
const PHONE_MONTH_MEDIA = '(max-width: 760px)';

const CalendarBody = observer(function CalendarBody({ vm }: { vm: CalendarViewModel }) {
  const { i18n } = useLingui();
  const phone = useMediaQuery(PHONE_MONTH_MEDIA);
  // The phone's agenda follows the period in a render after the tap's paint (the toolbar names the new month
  // at once); until then it shows the last period's days dimmed.
  const agendaDays = useDeferredValue(vm.agendaDays);
  if (vm.errorCode !== null) {
    return <ErrorState code={vm.errorCode} onRetry={() => vm.retry()} className="card calendar-message" />;
  }
  if (!vm.hasData) {
    return (
      <div className="card card--empty calendar-message" role="status" aria-busy="true">
        <p>
          <Trans>Loading sessions…</Trans>
        </p>
      </div>
    );
  }
  return (
    <div className="calendar-body" aria-busy={vm.loadState === 'loading'}>
      {vm.emptyCode !== null ? (
        <div className="card card--empty calendar-message" role="status">
          <p>{i18n._(messageForCode(vm.emptyCode))}</p>
        </div>
      ) : null}
      {vm.mode === 'MONTH' ? (
        <>
          {phone !== true ? (
            <div className="calendar-month-desktop">
              <CalendarMonthGrid vm={vm} />
            </div>
          ) : null}
          {phone !== false ? (
            <div
              className={`calendar-month-phone${agendaDays === vm.agendaDays ? '' : ' calendar-month-phone--stale'}`}
            >
              <CalendarAgenda days={agendaDays} timeZone={vm.timeZone} />
            </div>
          ) : null}
        </>
      ) : (
        <CalendarWeekGrid vm={vm} />
      )}
    </div>
  );
});

/** /calendar (docs/product-rules.md#signed-in-routes, docs/product-rules.md#calendar): the month grid or week list of the acting player's sessions. */
export const CalendarRoute = observer(function CalendarRoute({ crumbs }: FeaturePageProps) {
  const vm = useViewModel(CALENDAR_TOKENS.CalendarViewModel);
  const { t } = useMacroLingui();
  const { i18n } = useLingui();
  // The region's first day of the week, from the reader's locales: set before the first load (effects run in order).
  const firstDay = firstDayOfWeekOf(formattingLocales(i18n));
  useEffect(() => {
    vm.setFirstDayOfWeek(firstDay);
  }, [vm, firstDay]);
  useEffect(() => {
    vm.start();
    return () => vm.dispose();
  }, [vm]);
  const heading = useOwnedHeading('calendar', t`Calendar`);
  return (
    <div className="page calendar">
      <PageHeader title={heading} crumbs={crumbs} />
      <CalendarToolbar vm={vm} />
      <CalendarFilters vm={vm} />
      <CalendarBody vm={vm} />
    </div>
  );
});
