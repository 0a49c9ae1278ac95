import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActivitySource } from '../../../domain/activity/activity-source';
import type { DataState } from '../../../domain/data-states/data-state';

/** Where a session's figures came from, in the session header (docs/product-rules.md#the-session-page). */
export const sessionSourceLabels: Readonly<Record<ActivitySource, MessageDescriptor>> = {
  BELT: msg`Team belts`,
  APP: msg`Mobile app`,
  LIVE: msg`Live recording`,
  FILE: msg`Uploaded file`,
};

/** What to do next, for each state without data (docs/product-rules.md#session-data-states). */
export const nextStepMessages: Readonly<Record<Exclude<DataState, 'valid' | 'too-long'>, MessageDescriptor>> = {
  'missing-or-invalid': msg`Check that the belt was worn with its sensor against the skin. If the data should be there, contact support.`,
  'not-synced-own-app': msg`Open the Pulseboard app on the phone that recorded the session and sync it. It is then processed within a few minutes.`,
  'not-synced-coach-run': msg`Ask the coach who ran the session to sync the team's belts. It is then processed within a few minutes.`,
  'being-processed': msg`Processing takes a few minutes. Its figures and charts appear here once it is done.`,
  failed: msg`Write to support with the session's name and date: they can process it again.`,
  'belt-not-worn': msg`There is nothing to show for this session. Next time, put the belt on before the session and check that it reads your heart rate.`,
};
