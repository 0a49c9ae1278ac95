import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AthleteFieldCode } from '../../../application/recording-analysis/athlete-overrides.model';
import type {
  RecordingOpenProgress,
  RecordingProblem,
} from '../../../application/recording-analysis/recording-analyser.port';
import { messageForCode } from '../../messages/message-for-code';

/** What the page says of a file it could not open (one alert; docs/product-rules.md#recording-files). */
export const RECORDING_PROBLEM_MESSAGES: Readonly<Record<RecordingProblem, MessageDescriptor>> = {
  EMPTY: msg`This file is empty.`,
  TOO_LARGE: msg`This file is over 50 MB.`,
  UNSUPPORTED_TYPE: msg`Choose a .fit, .tcx or .gpx file.`,
  NOT_A_RECORDING: msg`This file is not a recording we can read.`,
  TRUNCATED: msg`This FIT file is cut short: it may not have finished copying.`,
  TOO_MANY_RECORDS: msg`This recording has more records than we read before its first 4 hours end.`,
  NO_HEART_RATE: msg`This recording has no heart rate.`,
  UNREADABLE: msg`The file could not be read.`,
};

/** The stage of opening, in words beside the progress bar. */
export const OPENING_STAGE_MESSAGES: Readonly<Record<RecordingOpenProgress['stage'], MessageDescriptor>> = {
  reading: msg`Reading the file…`,
  parsing: msg`Decoding the recording…`,
  analysing: msg`Analysing the heart rate…`,
};

/** The athlete form's field messages: the weight's is the profile's own (shared messages catalog). */
export function athleteFieldMessage(code: AthleteFieldCode): MessageDescriptor {
  if (code === 'AGE_INVALID') return msg`Enter an age from 5 to 100 years.`;
  if (code === 'HRMAX_INVALID') return msg`Enter a measured HRmax from 100 to 230 bpm, or leave it empty.`;
  return messageForCode(code);
}
