import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DataState } from '../../domain/data-states/data-state';

/**
 * A session's data state in a word or two, as the calendar says it (docs/product-rules.md#session-data-states):
 * the session page's facts and the share page's reason for having no figures. Said of the session, never
 * of the reader, so they read the same to the player, a parent and a visitor with the link.
 */
export const dataStateLabels: Readonly<Record<DataState, MessageDescriptor>> = {
  valid: msg`Data complete`,
  'too-long': msg`Over 3.5 hours`,
  'missing-or-invalid': msg`Missing or invalid data`,
  'not-synced-own-app': msg`Not synced`,
  'not-synced-coach-run': msg`Not synced`,
  'being-processed': msg`Being processed`,
  failed: msg`Processing failed`,
  'belt-not-worn': msg`Belt not worn`,
};
