/**
 * The rules for a recording file a user opens in the browser (docs/product-rules.md#constants-and-limits):
 * what we accept before reading a single byte, and the problems a file can have once read.
 */

const RECORDING_PROBLEMS = [
  'EMPTY',
  'TOO_LARGE',
  'UNSUPPORTED_TYPE',
  'NOT_A_RECORDING',
  'TRUNCATED',
  'TOO_MANY_RECORDS',
  'NO_HEART_RATE',
  'UNREADABLE',
] as const;

/** What can be wrong with a recording file, from its name and size to its contents. */
export type RecordingProblem = (typeof RECORDING_PROBLEMS)[number];

/** True for one of the RecordingProblem codes (e.g. a code that crossed a worker boundary). */
export function isRecordingProblem(value: unknown): value is RecordingProblem {
  return RECORDING_PROBLEMS.some((problem) => problem === value);
}

/** The largest file we open: 50 MB (binary megabytes), ~10× a 4-hour 1 Hz FIT file. */
export const MAX_RECORDING_FILE_BYTES = 50 * 1024 * 1024;

/**
 * How far into a recording its records are read: a day from its first record. Only the first 4 hours
 * are analysed (TRIM_SECONDS); the rest is read only so that the recorded span of a session of up to a
 * day is known, and a longer file stops being read there (its recorded span is then where reading stopped).
 */
export const READ_LIMIT_SECONDS = 24 * 3600;

/**
 * The most records read from one file (docs/product-rules.md#recording-files), so that a file of many
 * tiny records cannot take gigabytes: a day at one record a second with room to spare, or the 4 analysed
 * hours at 13 a second. When the budget runs out before the records reach past the 4 hours, the file is
 * refused (TOO_MANY_RECORDS): what would be analysed is not known.
 */
export const MAX_RECORDS_READ = 200_000;

/** The recording formats we read, by file extension. */
export type RecordingFormat = 'fit' | 'tcx' | 'gpx';

const FORMATS: readonly RecordingFormat[] = ['fit', 'tcx', 'gpx'];

/**
 * The format a file name announces by its extension (case-insensitive: `RIDE.FIT` is a FIT file),
 * or null for any other name, including one without an extension or a bare `.fit`.
 */
export function recordingFormatOf(fileName: string): RecordingFormat | null {
  const baseName = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const dot = baseName.lastIndexOf('.');
  if (dot <= 0) return null;
  const extension = baseName.slice(dot + 1).toLowerCase();
  return FORMATS.find((format) => format === extension) ?? null;
}

/**
 * What rules a file out before it is read, from its name and size alone; null when it may be opened.
 * The type comes first: a 0-byte `.csv` is the wrong type before it is empty.
 */
export function checkRecordingFile(name: string, sizeBytes: number): RecordingProblem | null {
  if (recordingFormatOf(name) === null) return 'UNSUPPORTED_TYPE';
  if (sizeBytes <= 0) return 'EMPTY';
  if (sizeBytes > MAX_RECORDING_FILE_BYTES) return 'TOO_LARGE';
  return null;
}
