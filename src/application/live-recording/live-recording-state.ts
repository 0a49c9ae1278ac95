import type { DistanceUnit } from '../../domain/account/user';
import type { SensorContact } from '../../domain/live/heart-rate-measurement';
import type { LiveRecordingSnapshot } from '../../domain/live/live-recording';
import type { SessionExport } from '../../domain/export/session-export';
import type { SignedInAccountSource } from '../acting-player/acting-player-answer';
import type { Clock } from '../ports/clock.port';
import type { HeartRateSensor } from '../ports/heart-rate-sensor.port';
import type { LiveRecordingStore } from '../ports/live-recording-store.port';
import type { LiveSessionApi } from '../ports/live-session-api.port';
import type { LiveOutbox } from './live-outbox.store';
import type { ProfileApi } from '../ports/profile-api.port';
import type { RecordingLock } from '../ports/recording-lock.port';
import type { RecordingsAtLogout } from './recordings-at-logout.model';
import type { ScreenWakeLock } from '../ports/screen-wake-lock.port';
import type { SessionExportModel } from '../session-export/session-export.model';

/** The belt: none yet, being paired, connected, dropped and trying again, or lost after every attempt. */
export type BeltState =
  | { readonly status: 'none' }
  | { readonly status: 'connecting' }
  | {
      readonly status: 'connected';
      readonly name: string;
      readonly batteryPercent: number | null;
      readonly contact: SensorContact;
    }
  | { readonly status: 'reconnecting'; readonly name: string; readonly attempt: number; readonly delayMs: number }
  | { readonly status: 'lost'; readonly name: string };

/** The recording, apart from the belt. */
export type RecordingState =
  | { readonly status: 'none' }
  | { readonly status: 'recording' }
  | { readonly status: 'paused' }
  /** Found on the device on return (a reload, a crash, a closed tab): resume or finish. */
  | { readonly status: 'interrupted'; readonly snapshot: LiveRecordingSnapshot }
  /** Found on the device while another tab holds the recording lock: it may be recording it still, so nothing is offered. */
  | { readonly status: 'elsewhere' }
  | { readonly status: 'stopped'; readonly snapshot: LiveRecordingSnapshot; readonly saveFailed: boolean }
  | { readonly status: 'saving'; readonly snapshot: LiveRecordingSnapshot }
  | { readonly status: 'saved'; readonly snapshot: LiveRecordingSnapshot; readonly activityId: string }
  /** The server does not take live recordings: kept on the device, to export. */
  | { readonly status: 'save-refused'; readonly snapshot: LiveRecordingSnapshot }
  /** Saved while offline: in the outbox, sent when the connection returns (docs/live-recording.md#saved-offline). */
  | { readonly status: 'queued'; readonly snapshot: LiveRecordingSnapshot };

/** What the page shows, one word per state (docs/live-recording.md#states). */
export type LivePhase =
  | 'unsupported'
  | 'idle'
  | 'connecting'
  | 'ready'
  | 'recording'
  | 'no-contact'
  | 'reconnecting'
  | 'paused'
  | 'interrupted'
  | 'elsewhere'
  | 'stopped'
  | 'saving'
  | 'saved'
  | 'save-refused'
  | 'queued';

/** The belt is paired and says it does not feel the skin (recording or not). */
export function beltFeelsNoSkin(belt: BeltState): boolean {
  return belt.status === 'connected' && belt.contact === 'not-detected';
}

/** The page's phase: the recording's state first, then the belt's. */
export function livePhaseOf(recording: RecordingState, belt: BeltState, supported: boolean): LivePhase {
  const status = recording.status;
  if (
    status === 'interrupted' ||
    status === 'elsewhere' ||
    status === 'stopped' ||
    status === 'saving' ||
    status === 'saved' ||
    status === 'save-refused' ||
    status === 'queued'
  )
    return status;
  if (status === 'paused') return 'paused';
  if (status === 'recording') {
    if (belt.status === 'reconnecting') return 'reconnecting';
    if (beltFeelsNoSkin(belt)) return 'no-contact';
    return 'recording';
  }
  if (belt.status === 'connecting') return 'connecting';
  if (belt.status === 'connected' || belt.status === 'reconnecting') return 'ready';
  // Without Web Bluetooth the page says so, and the demo belt still plays where there is one.
  return supported ? 'idle' : 'unsupported';
}

/** The recording once it has ended (stopped, being saved, saved or kept); null before. */
export function stoppedSnapshotOf(recording: RecordingState): LiveRecordingSnapshot | null {
  return recording.status === 'stopped' ||
    recording.status === 'saving' ||
    recording.status === 'saved' ||
    recording.status === 'save-refused' ||
    recording.status === 'queued'
    ? recording.snapshot
    : null;
}

/** The page's phases with a recording on the go: the live view (heart rate, figures, controls) shows. */
function isLivePhase(phase: LivePhase): boolean {
  return (
    phase === 'ready' ||
    phase === 'recording' ||
    phase === 'no-contact' ||
    phase === 'reconnecting' ||
    phase === 'paused'
  );
}

/** The page's phases after a recording ended: the stopped view (saving, figures, charts) shows. */
function isFinishedPhase(phase: LivePhase): boolean {
  return (
    phase === 'stopped' || phase === 'saving' || phase === 'saved' || phase === 'save-refused' || phase === 'queued'
  );
}

/** The live phases with a recording running, not paused: what the belt does (no contact, away) is the recording's too. */
export function isRecordingPhase(phase: LivePhase): boolean {
  return phase === 'recording' || phase === 'no-contact' || phase === 'reconnecting';
}

/** Whether leaving `phase` ends a recording on this page (a stop, or an interrupted one finished): what comes next takes the focus. */
export function endsHere(phase: LivePhase): boolean {
  return isLivePhase(phase) || phase === 'interrupted';
}

/** Which parts of the "Record live" page show (docs/live-recording.md#states). */
export interface LivePageParts {
  /** Said when this browser cannot reach a belt. */
  readonly unsupported: boolean;
  /** A recording left running that another tab holds: nothing else but the page's title. */
  readonly elsewhere: boolean;
  /** Resume or finish a recording found on return. */
  readonly interrupted: boolean;
  /** Pairing, and the belt's name and state: before a recording ends (also without Web Bluetooth where the demo belt plays). */
  readonly belt: boolean;
  /** The heart rate now, the live figures and the controls. */
  readonly live: boolean;
  /** The ended recording: its saving, figures, charts and exports. */
  readonly finished: boolean;
  /** The recordings waiting to be sent and those kept on the device. */
  readonly unsaved: boolean;
}

export function livePagePartsOf(phase: LivePhase, demoAvailable: boolean): LivePageParts {
  const finished = isFinishedPhase(phase);
  const elsewhere = phase === 'elsewhere';
  return {
    unsupported: phase === 'unsupported',
    elsewhere,
    interrupted: phase === 'interrupted',
    belt: !finished && !elsewhere && phase !== 'interrupted' && (phase !== 'unsupported' || demoAvailable),
    live: isLivePhase(phase),
    finished,
    unsaved: !elsewhere,
  };
}

/** Whether the page may show another owner's recordings in place of this one (none is running or waiting to be saved). */
export function isReplaceable(recording: RecordingState): boolean {
  return (
    recording.status === 'none' ||
    recording.status === 'interrupted' ||
    recording.status === 'elsewhere' ||
    recording.status === 'saved' ||
    recording.status === 'save-refused' ||
    recording.status === 'queued'
  );
}

/** Whether a kept recording may take the page's place: not over a recording running, interrupted or not yet saved. */
export function canOpenKeptIn(recording: RecordingState): boolean {
  return (
    recording.status === 'none' ||
    recording.status === 'saved' ||
    recording.status === 'save-refused' ||
    recording.status === 'queued'
  );
}

interface LiveRecordingViewer extends SignedInAccountSource {
  readonly user: { readonly accountId: string; readonly playerId: string; readonly unitDistance: DistanceUnit } | null;
  readonly activePlayerId: string | null;
}

export interface LiveRecordingDependencies {
  readonly sensor: HeartRateSensor;
  /** The demo belt, loaded on first use; null outside the demo. */
  readonly demoSensor: (() => Promise<HeartRateSensor>) | null;
  readonly store: LiveRecordingStore;
  readonly lock: RecordingLock;
  readonly wakeLock: ScreenWakeLock;
  /** The question before a logout, which the page attaches itself to while open. */
  readonly atLogout: Pick<RecordingsAtLogout, 'attach'>;
  readonly api: LiveSessionApi;
  /** Where a save without a connection goes (docs/live-recording.md#saved-offline). */
  readonly outbox: Pick<LiveOutbox, 'add' | 'waiting' | 'sent' | 'find'>;
  readonly profiles: Pick<ProfileApi, 'getProfile'>;
  readonly viewer: LiveRecordingViewer;
  readonly clock: Pick<Clock, 'now' | 'timeZone' | 'scheduler'>;
  readonly newId: () => string;
  readonly exportModelFor: (source: () => Promise<SessionExport>) => SessionExportModel;
}
