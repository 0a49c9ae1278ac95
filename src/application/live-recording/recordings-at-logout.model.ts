import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { LiveRecordingSnapshot } from '../../domain/live/live-recording';
import type { SignedInAccountSource } from '../acting-player/acting-player-answer';
import { ownerOf, type LiveRecordingStore } from '../ports/live-recording-store.port';
import type { LiveSaveAnswer, LiveSessionApi } from '../ports/live-session-api.port';
import type { RecordingLock } from '../ports/recording-lock.port';
import { liveSessionUploadOf } from './live-session-upload';
import { endedAtLastSecond } from './recordings-on-device.model';

/** The "Record live" page of this tab, as the question at logout needs it. */
export interface RecordingInThisTab {
  /** This tab holds the recording lock: a recording runs here, or one left running is being resumed or finished here. */
  readonly holdsLock: boolean;
  /** Writes a recording running here to the device now (nothing when none runs). */
  write(): Promise<void>;
  /** Ends a recording running here and writes it, stopped (nothing when none runs). */
  end(): Promise<void>;
}

export type LogoutChoice = 'save' | 'keep' | 'discard';

/** What the question shows: the account's recordings not yet saved, and how a choice went. */
export interface LogoutQuestion {
  readonly recordings: readonly LiveRecordingSnapshot[];
  /** One of them runs in another tab of this browser: only keeping it is possible from here. */
  readonly inAnotherTab: boolean;
  /** Saving failed (no connection…), the server does not take live recordings, or the device's storage failed. */
  readonly problem: 'save-failed' | 'save-refused' | 'device-failed' | null;
}

interface RecordingsAtLogoutDependencies {
  readonly store: LiveRecordingStore;
  readonly lock: RecordingLock;
  readonly api: LiveSessionApi;
  readonly viewer: SignedInAccountSource;
  /** Resolves after `ms` (a store that does not answer must not hold the logout). */
  readonly wait: (ms: number) => Promise<void>;
}

/** How long the device's storage may take to say what it holds before the logout goes on without asking. */
const STORE_TIME_OUT_MS = 3000;

/**
 * The question before a logout (docs/live-recording.md#whose-recording): when the account has a
 * live recording on this device that is not saved (running, left running, or stopped), the app asks
 * whether to save it now, keep it on this device for this account, or discard it, and logs out only
 * after the choice is done. Nothing is lost without the user's word: whatever goes wrong (a save that
 * fails, a store that does not answer), the recordings stay on the device under the account.
 * One for the app; the "Record live" page of this tab attaches itself while it is open.
 */
export class RecordingsAtLogout {
  question: LogoutQuestion | null = null;
  /** A choice is being carried out. */
  busy = false;

  private here: RecordingInThisTab | null = null;
  private proceed: (() => void) | null = null;
  /** A request is finding out whether to ask: a second click on Log out meanwhile does nothing. */
  private checking = false;

  constructor(private readonly deps: RecordingsAtLogoutDependencies) {
    makeAutoObservable<RecordingsAtLogout, 'deps' | 'here' | 'proceed' | 'checking'>(this, {
      deps: false,
      here: false,
      proceed: false,
      checking: false,
      question: observableRef,
    });
  }

  /** The page of this tab, while it is open; answers the function that detaches it. */
  attach(page: RecordingInThisTab): () => void {
    this.here = page;
    return () => {
      if (this.here === page) this.here = null;
    };
  }

  /**
   * Before logging out: runs `logOut` at once when the account has no recording unsaved here, else
   * asks (after `prepare`, which readies the question's texts; should it fail, the logout goes on).
   */
  async request(logOut: () => void, prepare: () => Promise<void> = () => Promise.resolve()): Promise<void> {
    if (this.busy || this.checking || this.question !== null) return;
    this.checking = true;
    try {
      await this.ask(logOut, prepare);
    } finally {
      this.checking = false;
    }
  }

  private async ask(logOut: () => void, prepare: () => Promise<void>): Promise<void> {
    const accountId = this.deps.viewer.user?.accountId;
    const recordings =
      accountId === undefined
        ? []
        : await this.withinTimeOut(async () => {
            await this.here?.write();
            return this.deps.store.listUnsaved(accountId);
          });
    if (recordings === null || recordings.length === 0) {
      logOut();
      return;
    }
    const inAnotherTab =
      recordings.some((recording) => recording.endedAt === null) && !this.here?.holdsLock && !(await this.lockIsFree());
    try {
      await prepare();
    } catch {
      logOut();
      return;
    }
    runInAction(() => {
      this.proceed = logOut;
      this.question = { recordings, inAnotherTab, problem: null };
    });
  }

  /** Stays signed in; nothing changes. */
  cancel(): void {
    if (this.busy) return;
    this.question = null;
    this.proceed = null;
  }

  /** Carries out the choice, then logs out; a save that fails leaves the question open, saying why. */
  async choose(choice: LogoutChoice): Promise<void> {
    const question = this.question;
    const accountId = this.deps.viewer.user?.accountId;
    if (question === null || this.busy || accountId === undefined) return;
    if (question.inAnotherTab && choice !== 'keep') return;
    this.busy = true;
    let problem: LogoutQuestion['problem'] = null;
    try {
      // A recording running here ends first, written whole: the choice applies to all of it.
      await this.here?.end();
      if (choice === 'save') problem = await this.saveAll(await this.deps.store.listUnsaved(accountId));
      if (choice === 'discard')
        for (const recording of await this.deps.store.listUnsaved(accountId))
          await this.deps.store.clearCurrent(ownerOf(recording));
    } catch {
      problem = 'device-failed';
    }
    if (problem !== null) {
      const left = await this.withinTimeOut(() => this.deps.store.listUnsaved(accountId));
      runInAction(() => {
        this.busy = false;
        this.question = { recordings: left ?? question.recordings, inAnotherTab: false, problem };
      });
      return;
    }
    const logOut = this.proceed;
    runInAction(() => {
      this.busy = false;
      this.question = null;
      this.proceed = null;
    });
    logOut?.();
  }

  /** Saves each one, ended at its last second if it was left running; each saved one leaves the device. */
  private async saveAll(unsaved: readonly LiveRecordingSnapshot[]): Promise<LogoutQuestion['problem']> {
    for (const recording of unsaved) {
      let answer: LiveSaveAnswer;
      try {
        answer = await this.deps.api.saveLiveSession(liveSessionUploadOf(endedAtLastSecond(recording), ''));
      } catch {
        return 'save-failed';
      }
      if (answer.kind === 'not-offered') return 'save-refused';
      await this.deps.store.clearCurrent(ownerOf(recording));
    }
    return null;
  }

  /** Whether no tab holds the recording lock (a recording left running is not running elsewhere). */
  private async lockIsFree(): Promise<boolean> {
    const release = await this.deps.lock.acquire();
    release?.();
    return release !== null;
  }

  private async withinTimeOut<T>(work: () => Promise<T>): Promise<T | null> {
    const timedOut = this.deps.wait(STORE_TIME_OUT_MS).then(() => null);
    try {
      return await Promise.race([work(), timedOut]);
    } catch {
      return null;
    }
  }
}
