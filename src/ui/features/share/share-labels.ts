import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActivityType } from '../../../domain/activity/activity-type';

/** The session types as the share page names them. */
export const SESSION_TYPE_LABELS: Readonly<Record<ActivityType, MessageDescriptor>> = {
  GAME: msg`Game`,
  TRAINING: msg`Training`,
  OTHER: msg`Other`,
  INDIVIDUAL: msg`Individual session`,
};
