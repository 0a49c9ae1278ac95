import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RecordMetric } from '../../domain/records/personal-records';
import type { RecordScope } from '../../domain/records/record-holdings';

/** What a held record is called, per scope and metric: "Season record: longest distance". */
export const heldRecordLabels: Readonly<Record<RecordScope, Readonly<Record<RecordMetric, MessageDescriptor>>>> = {
  SEASON: {
    DISTANCE: msg`Season record: longest distance`,
    ACTIVITY_POINTS: msg`Season record: most activity points`,
    WORKLOAD: msg`Season record: highest workload`,
    TIME_ABOVE_80: msg`Season record: longest time above 80% HRmax`,
  },
  ALL_TIME: {
    DISTANCE: msg`All-time record: longest distance`,
    ACTIVITY_POINTS: msg`All-time record: most activity points`,
    WORKLOAD: msg`All-time record: highest workload`,
    TIME_ABOVE_80: msg`All-time record: longest time above 80% HRmax`,
  },
};
