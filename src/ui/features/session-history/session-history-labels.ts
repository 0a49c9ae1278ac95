import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ListedDataState } from '../../../domain/data-states/data-state';

/** Short data-state labels beside a session's title; the session page gives the full message. */
export const dataStateLabels: Readonly<Record<Exclude<ListedDataState, 'valid'>, MessageDescriptor>> = {
  'missing-or-invalid': msg`Missing or invalid data`,
  'not-synced': msg`Not synced`,
  'being-processed': msg`Being processed`,
  failed: msg`Processing failed`,
  'belt-not-worn': msg`Belt not worn`,
  'too-long': msg`Over 3.5 hours`,
};
