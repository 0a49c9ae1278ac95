import type { Container } from 'inversify';
import type { HttpClient } from '../adapters/http/http-client';
import { HttpLiveSessionApi } from '../adapters/http/http-live-session-api';
import { WebLocksRecordingLock } from '../adapters/live/browser-recording-lock';
import { IndexedDbRecordTables } from '../adapters/live/indexed-db-record-tables';
import { OwnedLiveRecordingStore } from '../adapters/live/owned-live-recording-store';
import { APP_TOKENS } from '../application/app.tokens';
import type { AuthSession } from '../application/auth/auth-session.store';
import { LIVE_RECORDING_TOKENS } from '../application/live-recording/live-recording.tokens';
import { RecordingsAtLogout } from '../application/live-recording/recordings-at-logout.model';
import type { LiveRecordingStore } from '../application/ports/live-recording-store.port';
import type { RecordingLock } from '../application/ports/recording-lock.port';

/** Web Locks where the browser has them (docs/live-recording.md#nothing-lost). */
interface LocksNavigator {
  readonly locks?: ConstructorParameters<typeof WebLocksRecordingLock>[0];
}

/**
 * Binds what the live recordings on this device need app-wide (docs/live-recording.md#whose-recording):
 * their store in IndexedDB, the recording lock, and the question the logout asks about them. The
 * signed-in layout binds them (its logout asks), and so does the "Record live" page; the first one wins.
 */
export function bindRecordingsOnDevice(container: Container, http: () => HttpClient): void {
  if (container.isBound(LIVE_RECORDING_TOKENS.RecordingsAtLogout)) return;
  container
    .bind(LIVE_RECORDING_TOKENS.LiveRecordingStore)
    .toDynamicValue(() => new OwnedLiveRecordingStore(new IndexedDbRecordTables(globalThis.indexedDB)))
    .inSingletonScope();
  container
    .bind(LIVE_RECORDING_TOKENS.RecordingLock)
    .toDynamicValue(() => new WebLocksRecordingLock((navigator as Navigator & LocksNavigator).locks))
    .inSingletonScope();
  container
    .bind(LIVE_RECORDING_TOKENS.RecordingsAtLogout)
    .toResolvedValue(
      (session: AuthSession, store: LiveRecordingStore, lock: RecordingLock) =>
        new RecordingsAtLogout({ store, lock, api: new HttpLiveSessionApi(http()), viewer: session, wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) }),
      [APP_TOKENS.AuthSession, LIVE_RECORDING_TOKENS.LiveRecordingStore, LIVE_RECORDING_TOKENS.RecordingLock],
    )
    .inSingletonScope();
}
