import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_RECORDING_FILE_BYTES, checkRecordingFile, recordingFormatOf } from './recording-file';

const baseName = fc.string({ minLength: 1, maxLength: 40 }).filter((name) => !/[./\\]/u.test(name));
/** An extension in any letter case: FIT, Fit, fIt… */
const anyCase = (extension: string) =>
  fc
    .array(fc.boolean(), { minLength: extension.length, maxLength: extension.length })
    .map((upper) => [...extension].map((letter, i) => (upper[i] === true ? letter.toUpperCase() : letter)).join(''));
const acceptedSize = fc.integer({ min: 1, max: MAX_RECORDING_FILE_BYTES });

describe('recordingFormatOf', () => {
  it('reads the format from the extension, in any letter case', () => {
    const formatAndExtension = fc
      .constantFrom('fit', 'tcx', 'gpx')
      .chain((format) => anyCase(format).map((extension) => ({ format, extension })));
    fc.assert(
      fc.property(baseName, formatAndExtension, (name, { format, extension }) => {
        expect(recordingFormatOf(`${name}.${extension}`)).toBe(format);
      }),
    );
  });

  it('takes the last extension of the base name only', () => {
    expect(recordingFormatOf('ride.fit.zip')).toBeNull();
    expect(recordingFormatOf('ride.zip.fit')).toBe('fit');
    expect(recordingFormatOf('folder.fit/ride')).toBeNull();
    expect(recordingFormatOf('C:\\data.gpx\\ride')).toBeNull();
    expect(recordingFormatOf('C:\\data\\ride.GPX')).toBe('gpx');
    expect(recordingFormatOf('.fit')).toBeNull();
    expect(recordingFormatOf('fit')).toBeNull();
    expect(recordingFormatOf('ride.')).toBeNull();
    expect(recordingFormatOf('ride.fits')).toBeNull();
  });
});

describe('checkRecordingFile', () => {
  it('accepts a .fit, .tcx or .gpx file from 1 byte up to 50 MB', () => {
    fc.assert(
      fc.property(
        baseName,
        fc.constantFrom('fit', 'tcx', 'gpx', 'FIT', 'Tcx', 'gpX'),
        acceptedSize,
        (name, extension, size) => {
          expect(checkRecordingFile(`${name}.${extension}`, size)).toBeNull();
        },
      ),
    );
    expect(MAX_RECORDING_FILE_BYTES).toBe(52_428_800);
    expect(checkRecordingFile('ride.fit', MAX_RECORDING_FILE_BYTES)).toBeNull();
  });

  it('says EMPTY for 0 bytes and TOO_LARGE over 50 MB', () => {
    expect(checkRecordingFile('ride.fit', 0)).toBe('EMPTY');
    expect(checkRecordingFile('ride.fit', MAX_RECORDING_FILE_BYTES + 1)).toBe('TOO_LARGE');
    fc.assert(
      fc.property(fc.integer({ min: MAX_RECORDING_FILE_BYTES + 1, max: Number.MAX_SAFE_INTEGER }), (size) => {
        expect(checkRecordingFile('ride.gpx', size)).toBe('TOO_LARGE');
      }),
    );
  });

  it('says UNSUPPORTED_TYPE for any other name, whatever the size (the type is the first thing wrong)', () => {
    fc.assert(
      fc.property(
        baseName,
        fc.constantFrom('', '.csv', '.fit.zip', '.FIT2', '.json', '.tcx.bak'),
        fc.integer({ min: 0, max: 2 * MAX_RECORDING_FILE_BYTES }),
        (name, suffix, size) => {
          expect(checkRecordingFile(`${name}${suffix}`, size)).toBe('UNSUPPORTED_TYPE');
        },
      ),
    );
  });
});
