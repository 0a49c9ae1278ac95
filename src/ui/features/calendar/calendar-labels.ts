import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CalendarMode } from '../../../domain/activity/calendar';
import type { ListedDataState } from '../../../domain/data-states/data-state';

/** Short data-state labels for a calendar entry; the session page gives the full message. */
export const dataStateLabels: Readonly<Record<ListedDataState, MessageDescriptor>> = {
  valid: msg`Data complete`,
  'missing-or-invalid': msg`Missing or invalid data`,
  'not-synced': msg`Not synced`,
  'being-processed': msg`Being processed`,
  failed: msg`Processing failed`,
  'belt-not-worn': msg`Belt not worn`,
  'too-long': msg`Over 3.5 hours`,
};

export const modeLabels: Readonly<Record<CalendarMode, MessageDescriptor>> = {
  MONTH: msg`Month`,
  WEEK: msg`Week`,
};
