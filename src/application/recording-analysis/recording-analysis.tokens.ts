import type { ProfileApi } from '../ports/profile-api.port';
import { serviceToken } from '../service-token';
import type { RecordingAnalyser } from './recording-analyser.port';
import type { RecordingAnalysisViewModel } from './recording-analysis.view-model';

/** The "Analyse a file" page's container keys. The view-model is made per mount. */
export const RECORDING_ANALYSIS_TOKENS = {
  RecordingAnalyser: serviceToken<RecordingAnalyser>('RecordingAnalyser'),
  /** The account profile (the athlete's age and weight), read by this page on its own. */
  ProfileApi: serviceToken<ProfileApi>('RecordingAnalysisProfileApi'),
  RecordingAnalysisViewModel: serviceToken<RecordingAnalysisViewModel>('RecordingAnalysisViewModel'),
} as const;
