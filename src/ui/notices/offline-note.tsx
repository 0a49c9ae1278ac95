import { observer } from 'mobx-react-lite';
import { useLocation } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { APP_TOKENS } from '../../application/app.tokens';
import { OFFLINE_TOKENS } from '../../application/offline/offline.tokens';
import type { OfflineReading } from '../../application/offline/offline-readings.store';
import { localDayOf } from '../../domain/time/time-zone';
import { formatLocalDateTime, formatTimeOfDay } from '../formats/date-time-format';
import { formattingLocales } from '../formats/formatting-locales';
import { useService } from '../app/service-context';

const SESSION_PATH = /^\/calendar\/activity\/([^/]+)\/?$/;

/** The reading a page shows from the device when offline: the acting player's calendar or dashboard, or one session. */
function offlineReadingOf(path: string, playerId: string | null): OfflineReading | null {
  const session = SESSION_PATH.exec(path);
  if (session?.[1] !== undefined) return { group: 'session', item: decodeURIComponent(session[1]) };
  if (playerId === null) return null;
  if (path === '/calendar' || path === '/calendar/') return { group: 'calendar', item: playerId };
  if (path === '/dashboard' || path === '/dashboard/') return { group: 'dashboard', item: playerId };
  return null;
}

/**
 * "Offline: as of 18:42" above a page that shows answers kept on the device because the device is
 * offline (docs/product-rules.md#offline): the time the oldest of them arrived, with its day when
 * that was not today.
 */
export const OfflineNote = observer(function OfflineNote() {
  const readings = useService(OFFLINE_TOKENS.OfflineReadings);
  const session = useService(APP_TOKENS.AuthSession);
  const clock = useService(APP_TOKENS.Clock);
  const [location] = useLocation();
  const { t, i18n } = useLingui();
  const reading = offlineReadingOf(location, session.activePlayerId);
  const asOf = reading === null ? null : readings.asOf(reading);
  if (asOf === null) return null;
  const locales = formattingLocales(i18n);
  const timeZone = clock.timeZone();
  const today = localDayOf(clock.now(), timeZone) === localDayOf(asOf, timeZone);
  const time = formatTimeOfDay(locales, asOf, timeZone);
  const dateTime = formatLocalDateTime(locales, asOf, timeZone);
  return (
    <p className="offline-note" role="status">
      {today ? t`Offline: as of ${time}` : t`Offline: as of ${dateTime}`}
    </p>
  );
});
