import type { Container } from 'inversify';
import { AnchorFileDownload } from '../adapters/download/anchor-file-download';
import type { HttpClient } from '../adapters/http/http-client';
import { HttpProfileApi } from '../adapters/http/http-profile-api';
import { WorkerRecordingAnalyser } from '../adapters/recording/worker-recording-analyser';
import { APP_TOKENS } from '../application/app.tokens';
import type { AuthSession } from '../application/auth/auth-session.store';
import type { Clock } from '../application/ports/clock.port';
import type { ProfileApi } from '../application/ports/profile-api.port';
import type { RecordingAnalyser } from '../application/recording-analysis/recording-analyser.port';
import { RECORDING_ANALYSIS_TOKENS } from '../application/recording-analysis/recording-analysis.tokens';
import { RecordingAnalysisViewModel } from '../application/recording-analysis/recording-analysis.view-model';
import { SessionExportModel } from '../application/session-export/session-export.model';

/**
 * Binds the "Analyse a file" page: the analyser that parses and analyses a file in a
 * Web Worker (the parsers load only in the worker's chunk), this page's own reader of the account
 * profile (the athlete's age and weight), and the view-model, made per mount, whose exports save
 * through the browser's download.
 */
export function bindRecordingAnalysisFeature(container: Container, http: () => HttpClient): void {
  container
    .bind(RECORDING_ANALYSIS_TOKENS.RecordingAnalyser)
    .toResolvedValue(() => new WorkerRecordingAnalyser())
    .inSingletonScope();
  container
    .bind(RECORDING_ANALYSIS_TOKENS.ProfileApi)
    .toResolvedValue(() => new HttpProfileApi(http()))
    .inSingletonScope();
  container
    .bind(RECORDING_ANALYSIS_TOKENS.RecordingAnalysisViewModel)
    .toResolvedValue(
      (analyser: RecordingAnalyser, profiles: ProfileApi, session: AuthSession, clock: Clock) =>
        new RecordingAnalysisViewModel({
          analyser,
          profiles,
          viewer: session,
          clock,
          exportModelFor: (source) =>
            new SessionExportModel(source, new AnchorFileDownload(document, URL, clock.scheduler), clock.scheduler, {
              timeZone: clock.timeZone(),
            }),
        }),
      [
        RECORDING_ANALYSIS_TOKENS.RecordingAnalyser,
        RECORDING_ANALYSIS_TOKENS.ProfileApi,
        APP_TOKENS.AuthSession,
        APP_TOKENS.Clock,
      ],
    )
    .inTransientScope();
}
