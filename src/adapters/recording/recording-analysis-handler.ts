import { analyseSession } from '../../domain/session/session-analysis';
import { trimLongSession } from '../../domain/session/session-limits';
import type { SessionSample } from '../../domain/session/session-sample';
import { parseRecording } from './parse-recording';
import { RecordingParseError } from './parsed-recording';
import {
  toSampleColumns,
  type RecordingAnalysisReply,
  type RecordingAnalysisRequest,
} from './recording-analysis-messages';

/**
 * What the recording-analysis worker does with one request: parse the bytes with the same parsers as
 * `npm run analyze`, analyse the samples with the athlete sent, and reply (progress, then the opened
 * recording or the problem). Kept apart from the worker's `self.onmessage` shell so that it can be
 * tested in Node. `reply` posts one message; the opened recording's columns are to be transferred.
 */

/**
 * The samples the page gets: the analysed ones (the first 4 hours), and for a longer recording its last
 * sample read, which tells the page how far it runs (the recorded span, the too-long and trimmed flags).
 * The page's analysis, charts and exports keep to the first 4 hours, so nothing else needs to cross.
 */
function samplesForThePage(samples: readonly SessionSample[]): readonly SessionSample[] {
  const analysed = trimLongSession(samples);
  const last = samples[samples.length - 1];
  return analysed.length === samples.length || last === undefined ? samples : [...analysed, last];
}

export function handleRecordingAnalysisRequest(
  request: RecordingAnalysisRequest,
  reply: (message: RecordingAnalysisReply) => void,
): void {
  try {
    reply({ type: 'progress', stage: 'parsing' });
    const recording = parseRecording(new Uint8Array(request.bytes), request.fileName);
    reply({ type: 'progress', stage: 'analysing' });
    const analysis = analyseSession(recording.samples, request.athlete);
    reply({
      type: 'opened',
      recording: {
        format: recording.format,
        startedAtMs: recording.startedAtMs,
        sport: recording.sport,
        deviceSummary: recording.deviceSummary,
        analysis,
        columns: toSampleColumns(samplesForThePage(recording.samples)),
      },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    reply({ type: 'failed', problem: error instanceof RecordingParseError ? error.problem : 'UNREADABLE', message });
  }
}
