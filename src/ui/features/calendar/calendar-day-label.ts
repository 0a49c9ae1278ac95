import { useLingui } from '@lingui/react';
import { useLingui as useMacroLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { CalendarDay } from '../../../application/calendar/calendar-days';
import { formatFullDate } from './calendar-format';
import { formattingLocales } from '../../formats/formatting-locales';

/** What a screen reader hears on a day of the grid: "Thursday, January 15, 2026, 2 sessions" / "jeudi 15 janvier 2026, 2 séances". */
export function useDayLabel(): (day: CalendarDay) => string {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  return (day) => {
    const date = formatFullDate(formattingLocales(i18n), day.date);
    const count = day.sessions.length;
    return t`${date}, ${plural(count, { 0: 'no sessions', one: '# session', other: '# sessions' })}`;
  };
}
