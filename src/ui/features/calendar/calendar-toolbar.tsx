import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react';
import { useLingui as useMacroLingui } from '@lingui/react/macro';
import type { CalendarMode } from '../../../domain/activity/calendar';
import type { CalendarViewModel } from '../../../application/calendar/calendar.view-model';
import { formatDayRange } from '../../formats/date-time-format';
import { formatMonthTitle } from './calendar-format';
import { modeLabels } from './calendar-labels';
import { formattingLocales } from '../../formats/formatting-locales';

const MODES: readonly CalendarMode[] = ['MONTH', 'WEEK'];

/** The period shown, previous / today / next, and the month or week switch. */
export const CalendarToolbar = observer(function CalendarToolbar({ vm }: { vm: CalendarViewModel }) {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const title =
    vm.mode === 'MONTH'
      ? formatMonthTitle(formattingLocales(i18n), vm.viewDate)
      : formatDayRange(formattingLocales(i18n), vm.range.from, vm.range.to);
  const previous = vm.mode === 'MONTH' ? t`Previous month` : t`Previous week`;
  const next = vm.mode === 'MONTH' ? t`Next month` : t`Next week`;
  return (
    <div className="calendar-toolbar">
      <div className="calendar-toolbar__nav">
        <button
          type="button"
          className="button button--light calendar-toolbar__step"
          onClick={() => vm.showPrevious()}
          aria-label={previous}
          title={previous}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className="button button--light" onClick={() => vm.showToday()}>
          {t`Today`}
        </button>
        <button
          type="button"
          className="button button--light calendar-toolbar__step"
          onClick={() => vm.showNext()}
          aria-label={next}
          title={next}
        >
          <span aria-hidden="true">›</span>
        </button>
        <h2 className="calendar-toolbar__title" aria-live="polite">
          {title}
        </h2>
      </div>
      <div className="calendar-mode" role="group" aria-label={t`View`}>
        {MODES.map((mode) => (
          <button
            key={mode}
            type="button"
            className={`calendar-mode__option${vm.mode === mode ? ' calendar-mode__option--active' : ''}`}
            aria-pressed={vm.mode === mode}
            onClick={() => vm.setMode(mode)}
          >
            {i18n._(modeLabels[mode])}
          </button>
        ))}
      </div>
    </div>
  );
});
