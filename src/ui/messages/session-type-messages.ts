import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActivityType } from '../../domain/activity/activity-type';

/** The name of each session type, wherever a session is shown (the calendar, the session page, a shared link). */
export const SESSION_TYPE_LABELS: Readonly<Record<ActivityType, MessageDescriptor>> = {
  GAME: msg`Game`,
  TRAINING: msg`Training`,
  OTHER: msg`Other`,
  INDIVIDUAL: msg`Individual session`,
};
