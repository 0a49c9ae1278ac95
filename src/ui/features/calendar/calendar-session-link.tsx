import { Link } from 'wouter';
import { useLingui } from '@lingui/react';
import type { CalendarSession } from '../../../application/calendar/calendar-session';
import type { TimeZone } from '../../../domain/time/time-zone';
import { formatStartTime } from './calendar-format';
import { SESSION_TYPE_LABELS } from '../../messages/session-type-messages';
import { dataStateLabels } from './calendar-labels';
import { formattingLocales } from '../../formats/formatting-locales';
import { SessionRecordBadge } from '../../records/session-record-badge';

/**
 * One session: a link to its page showing its type (colour-coded), start time in the viewer's
 * zone, title and data state. Out of the tab order (`tabbable` false) in a grid day that does not
 * hold the focus.
 */
export function CalendarSessionLink({
  session,
  timeZone,
  tabbable = true,
}: {
  session: CalendarSession;
  timeZone: TimeZone;
  tabbable?: boolean;
}) {
  const { i18n } = useLingui();
  const type = session.type.toLowerCase();
  const stateTone = session.dataState === 'valid' ? 'ok' : 'warn';
  return (
    <Link
      href={session.href}
      className={`calendar-session calendar-session--${type}`}
      tabIndex={tabbable ? undefined : -1}
    >
      <span className="calendar-session__top">
        <span className={`calendar-badge calendar-badge--${type}`}>{i18n._(SESSION_TYPE_LABELS[session.type])}</span>
        <span className="calendar-session__time">
          {formatStartTime(formattingLocales(i18n), session.startTime, timeZone)}
        </span>
      </span>
      <span className="calendar-session__title">{session.title}</span>
      <span className={`calendar-session__state calendar-session__state--${stateTone}`}>
        {i18n._(dataStateLabels[session.dataState])}
      </span>
      <SessionRecordBadge activityId={session.activityId} />
    </Link>
  );
}
