import { Subject, asyncScheduler } from 'rxjs';
import type { AccountProfile } from '../../domain/account/account-profile';
import type { SessionExport } from '../../domain/export/session-export';
import { analyseSession } from '../../domain/session/session-analysis';
import type { AthleteProfile, SessionSample } from '../../domain/session/session-sample';
import { playerProfile } from '../profile/profile-fakes.test-support';
import type { FileDownload } from '../ports/file-download.port';
import { SessionExportModel } from '../session-export/session-export.model';
import type { OpenedRecording, RecordingAnalyser, RecordingOpenProgress } from './recording-analyser.port';
import type { RecordingAnalysisViewer } from './recording-analysis-state';
import { RecordingAnalysisViewModel } from './recording-analysis.view-model';

/** Ten minutes at 1 Hz: heart rate climbing 100 → 179 bpm, running at 3 m/s, then a 30-s dropout. */
export const SAMPLES: SessionSample[] = Array.from({ length: 600 }, (_, t) =>
  t > 300 && t < 330 ? { t, speed: 3 } : { t, bpm: 100 + (t % 80), speed: 3 },
);

interface PendingOpen {
  readonly file: File;
  readonly athlete: AthleteProfile;
  readonly progress: (progress: RecordingOpenProgress) => void;
  readonly signal: AbortSignal | undefined;
  resolve(recording: OpenedRecording): void;
  reject(error: unknown): void;
}

/** A RecordingAnalyser whose opens wait until the test settles them. */
class FakeRecordingAnalyser implements RecordingAnalyser {
  readonly opens: PendingOpen[] = [];

  open(
    file: File,
    athlete: AthleteProfile,
    progress: (progress: RecordingOpenProgress) => void,
    signal?: AbortSignal,
  ): Promise<OpenedRecording> {
    return new Promise((resolve, reject) => this.opens.push({ file, athlete, progress, signal, resolve, reject }));
  }

  /** Settles the last open with the test recording, analysed with the athlete it was given. */
  succeed(index = this.opens.length - 1, samples: readonly SessionSample[] = SAMPLES): void {
    const pending = this.opens[index]!;
    pending.resolve(recordingOf(pending.file.name, samples, pending.athlete));
  }
}

export function recordingOf(
  fileName: string,
  samples: readonly SessionSample[],
  athlete: AthleteProfile,
): OpenedRecording {
  return {
    fileName,
    format: 'tcx',
    startedAtMs: Date.UTC(2026, 10, 20, 8),
    sport: 'running',
    samples,
    deviceSummary: { avgHeartRate: 141, maxHeartRate: 179 },
    analysis: analyseSession(samples, athlete),
  };
}

export const fileNamed = (name: string, contents = 'x') =>
  new File([contents], name, { lastModified: Date.UTC(2026, 10, 21) });
/** A file whose size says what the test needs without holding the bytes. */
export const fileOfSize = (name: string, size: number) => ({ name, size, lastModified: 0 }) as File;

const NOW = Date.UTC(2026, 10, 23, 12);

export function setUp(
  options: { profile?: AccountProfile | Error; actingFor?: string; unitHeightWeight?: 'METRIC' | 'IMPERIAL' } = {},
) {
  const analyser = new FakeRecordingAnalyser();
  const changes = new Subject<string | null>();
  const profile = options.profile ?? playerProfile({}, { birthDate: '1996-05-01', weightKg: 70 });
  const profileCalls: string[] = [];
  const viewer: RecordingAnalysisViewer & { activePlayerId: string | null } = {
    user: {
      accountId: 'acc-1',
      playerId: 'player-1',
      unitDistance: 'METRIC',
      unitHeightWeight: options.unitHeightWeight ?? 'METRIC',
    },
    activePlayerId: options.actingFor ?? 'player-1',
    playerChanges$: changes,
  };
  let exportSource: (() => Promise<SessionExport>) | null = null;
  const saved: string[] = [];
  const download: FileDownload = { save: (name) => void saved.push(name) };
  const vm = new RecordingAnalysisViewModel({
    analyser,
    profiles: {
      getProfile: (accountId) => {
        profileCalls.push(accountId);
        return profile instanceof Error ? Promise.reject(profile) : Promise.resolve(profile);
      },
    },
    viewer,
    clock: { now: () => NOW, timeZone: () => 'UTC', scheduler: asyncScheduler },
    exportModelFor: (source) => {
      exportSource = source;
      return new SessionExportModel(source, download, asyncScheduler, { timeZone: 'UTC' });
    },
  });
  return { vm, analyser, changes, viewer, profileCalls, saved, exportSource: () => exportSource!() };
}

/**
 * Lets every chain of queued tasks (the timeline source yields twice per timeline) run out: a fixed
 * number of turns of the task queue, so the outcome does not depend on how busy the machine is.
 */
export const settle = async () => {
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
