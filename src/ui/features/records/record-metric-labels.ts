import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RecordMetric } from '../../../domain/records/personal-records';

/** Each card's title: what the record is of. */
export const recordMetricTitles: Readonly<Record<RecordMetric, MessageDescriptor>> = {
  DISTANCE: msg`Longest distance`,
  ACTIVITY_POINTS: msg`Most activity points (AP)`,
  WORKLOAD: msg`Highest workload`,
  TIME_ABOVE_80: msg`Longest time above 80% HRmax`,
};

/** Where no session holds the record yet, what it takes (a belt alone measures no distance or AP). */
export const recordMetricHints: Readonly<Record<RecordMetric, MessageDescriptor>> = {
  DISTANCE: msg`No record yet: it needs a session that measured distance.`,
  ACTIVITY_POINTS: msg`No record yet: it needs a session that measured speed.`,
  WORKLOAD: msg`No record yet.`,
  TIME_ABOVE_80: msg`No record yet.`,
};
