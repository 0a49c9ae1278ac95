/**
 * The recording-analysis Web Worker: parses and analyses a recording file off the main thread, so the page
 * stays responsive with a 50 MB file. A thin shell around handleRecordingAnalysisRequest. Its chunk is the
 * only one holding the parser packages (@garmin/fitsdk, fast-xml-parser).
 */
import { handleRecordingAnalysisRequest } from './recording-analysis-handler';
import {
  transferablesOf,
  type RecordingAnalysisReply,
  type RecordingAnalysisRequest,
} from './recording-analysis-messages';

/** The part of DedicatedWorkerGlobalScope used here (the project's TypeScript lib is the DOM one). */
interface AnalysisWorkerScope {
  onmessage: ((event: MessageEvent<RecordingAnalysisRequest>) => void) | null;
  postMessage(message: RecordingAnalysisReply, transfer: Transferable[]): void;
}

const scope = self as unknown as AnalysisWorkerScope;

scope.onmessage = (event) => {
  handleRecordingAnalysisRequest(event.data, (reply) => scope.postMessage(reply, transferablesOf(reply)));
};
