import type { CalendarApi } from '../ports/calendar-api.port';
import { serviceToken } from '../service-token';
import type { CalendarViewModel } from './calendar.view-model';

/** The calendar feature's container keys; the view-model is made per mount. */
export const CALENDAR_TOKENS = {
  CalendarApi: serviceToken<CalendarApi>('CalendarApi'),
  CalendarViewModel: serviceToken<CalendarViewModel>('CalendarViewModel'),
} as const;
