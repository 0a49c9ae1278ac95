import type { Container } from 'inversify';
import type { HttpClient } from '../adapters/http/http-client';
import { HttpLiveSessionApi } from '../adapters/http/http-live-session-api';
import { WebLocksRecordingLock } from '../adapters/live/browser-recording-lock';
import { IndexedDbRecordTables, LIVE_RECORDINGS_DATABASE } from '../adapters/live/indexed-db-record-tables';
import { OwnedLiveRecordingStore } from '../adapters/live/owned-live-recording-store';
import { APP_TOKENS } from '../application/app.tokens';
import type { AuthSession } from '../application/auth/auth-session.store';
import { LIVE_RECORDING_TOKENS } from '../application/live-recording/live-recording.tokens';
import { LiveOutbox } from '../application/live-recording/live-outbox.store';
import { RecordingsAtLogout } from '../application/live-recording/recordings-at-logout.model';
import type { Clock } from '../application/ports/clock.port';
import type { Connectivity } from '../application/ports/connectivity.port';
import { OFFLINE_TOKENS } from '../application/offline/offline.tokens';
import { bindOfflineReading } from './offline.bindings';
import type { LiveRecordingStore } from '../application/ports/live-recording-store.port';
import type { RecordingLock } from '../application/ports/recording-lock.port';

/** Web Locks where the browser has them (docs/live-recording.md#nothing-lost). */
interface LocksNavigator {
  readonly locks?: ConstructorParameters<typeof WebLocksRecordingLock>[0];
}

/**
 * Binds what the live recordings on this device need app-wide (docs/live-recording.md#whose-recording):
 * their store in IndexedDB, the recording lock, the outbox of those saved offline, and the question the logout asks about them. The
 * signed-in layout binds them (its logout asks), and so does the "Record live" page; the first one wins.
 */
export function bindRecordingsOnDevice(container: Container, http: () => HttpClient): void {
  if (container.isBound(LIVE_RECORDING_TOKENS.RecordingsAtLogout)) return;
  bindOfflineReading(container);
  // The outbox starts with its making: what waits goes now, and whenever the connection returns.
  container
    .bind(LIVE_RECORDING_TOKENS.LiveOutbox)
    .toResolvedValue(
      (session: AuthSession, store: LiveRecordingStore, connectivity: Connectivity, clock: Clock) => {
        const outbox = new LiveOutbox({
          store,
          api: new HttpLiveSessionApi(http()),
          connectivity,
          viewer: session,
          now: () => clock.now(),
        });
        void outbox.start();
        return outbox;
      },
      [APP_TOKENS.AuthSession, LIVE_RECORDING_TOKENS.LiveRecordingStore, OFFLINE_TOKENS.Connectivity, APP_TOKENS.Clock],
    )
    .inSingletonScope();
  container
    .bind(LIVE_RECORDING_TOKENS.LiveRecordingStore)
    .toDynamicValue(
      () => new OwnedLiveRecordingStore(new IndexedDbRecordTables(globalThis.indexedDB, LIVE_RECORDINGS_DATABASE)),
    )
    .inSingletonScope();
  container
    .bind(LIVE_RECORDING_TOKENS.RecordingLock)
    .toDynamicValue(() => new WebLocksRecordingLock((navigator as Navigator & LocksNavigator).locks))
    .inSingletonScope();
  container
    .bind(LIVE_RECORDING_TOKENS.RecordingsAtLogout)
    .toResolvedValue(
      (session: AuthSession, store: LiveRecordingStore, lock: RecordingLock) =>
        new RecordingsAtLogout({
          store,
          lock,
          api: new HttpLiveSessionApi(http()),
          viewer: session,
          wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        }),
      [APP_TOKENS.AuthSession, LIVE_RECORDING_TOKENS.LiveRecordingStore, LIVE_RECORDING_TOKENS.RecordingLock],
    )
    .inSingletonScope();
}
