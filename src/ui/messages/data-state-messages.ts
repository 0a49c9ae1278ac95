import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DataState } from '../../domain/data-states/data-state';

/** One message per data state (docs/product-rules.md#session-data-states); not synced has two. */
export const dataStateMessages: Readonly<Record<DataState, MessageDescriptor>> = {
  valid: msg`The data for this session is complete.`,
  'missing-or-invalid': msg`The data for this session is missing or invalid.`,
  'not-synced-own-app': msg`This session has not been synced yet. Open your mobile app to sync it.`,
  'not-synced-coach-run': msg`This session has not been synced yet. The coach who ran it needs to sync it.`,
  'being-processed': msg`This session is being processed. Please check again in a few minutes.`,
  failed: msg`Processing this session failed. Please contact support.`,
  'belt-not-worn': msg`The heart-rate belt was not worn during this session.`,
  'too-long': msg`This session is longer than 3.5 hours. Only its first 4 hours are analysed.`,
};
