import { analyseSession } from '../../domain/session/session-analysis';
import { parseRecording } from './parse-recording';
import { RecordingParseError } from './parsed-recording';
import { toSampleColumns, type RecordingAnalysisReply, type RecordingAnalysisRequest } from './recording-analysis-messages';

/**
 * What the recording-analysis worker does with one request: parse the bytes with the same parsers as
 * `npm run analyze`, analyse the samples with the athlete sent, and reply (progress, then the opened
 * recording or the problem). Kept apart from the worker's `self.onmessage` shell so that it can be
 * tested in Node. `reply` posts one message; the opened recording's columns are to be transferred.
 */
export function handleRecordingAnalysisRequest(request: RecordingAnalysisRequest, reply: (message: RecordingAnalysisReply) => void): void {
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
        columns: toSampleColumns(recording.samples),
      },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    reply({ type: 'failed', problem: error instanceof RecordingParseError ? error.problem : 'UNREADABLE', message });
  }
}
