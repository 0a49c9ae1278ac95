import type { Container } from 'inversify';
import { AnchorFileDownload } from '../adapters/download/anchor-file-download';
import type { HttpClient } from '../adapters/http/http-client';
import { HttpLiveSessionApi } from '../adapters/http/http-live-session-api';
import { HttpProfileApi } from '../adapters/http/http-profile-api';
import { BrowserScreenWakeLock } from '../adapters/live/browser-screen-wake-lock';
import { WebBluetoothHeartRateSensor, type BluetoothLike } from '../adapters/live/web-bluetooth-heart-rate-sensor';
import { APP_TOKENS } from '../application/app.tokens';
import type { AuthSession } from '../application/auth/auth-session.store';
import { LIVE_RECORDING_TOKENS } from '../application/live-recording/live-recording.tokens';
import { LiveRecordingViewModel } from '../application/live-recording/live-recording.view-model';
import type { LiveOutbox } from '../application/live-recording/live-outbox.store';
import type { RecordingsAtLogout } from '../application/live-recording/recordings-at-logout.model';
import type { Clock } from '../application/ports/clock.port';
import type { LiveRecordingStore } from '../application/ports/live-recording-store.port';
import type { RecordingLock } from '../application/ports/recording-lock.port';
import { SessionExportModel } from '../application/session-export/session-export.model';
import { bindRecordingsOnDevice } from './recordings-on-device.bindings';

/** What the browser offers of Web Bluetooth and Wake Lock (each may be missing). */
interface LiveNavigator {
  readonly bluetooth?: BluetoothLike;
  readonly wakeLock?: ConstructorParameters<typeof BrowserScreenWakeLock>[0];
}

/**
 * Binds the "Record live" page: the belt over Web Bluetooth (the demo belt too in a demo build,
 * loaded on first use), Wake Lock, the save call and the profile reader, with the app-wide device
 * copies in IndexedDB, Web Locks and the question at logout; the view-model is made per mount.
 */
export function bindLiveRecordingFeature(container: Container, http: () => HttpClient): void {
  bindRecordingsOnDevice(container, http);
  container
    .bind(LIVE_RECORDING_TOKENS.LiveRecordingViewModel)
    .toResolvedValue(
      (
        session: AuthSession,
        clock: Clock,
        store: LiveRecordingStore,
        lock: RecordingLock,
        atLogout: RecordingsAtLogout,
        outbox: LiveOutbox,
      ) => {
        const browser = navigator as Navigator & LiveNavigator;
        return new LiveRecordingViewModel({
          sensor: new WebBluetoothHeartRateSensor(browser.bluetooth, window.isSecureContext, () => clock.now()),
          demoSensor: __DEMO__
            ? async () => new (await import('../adapters/live/http-demo-belt')).HttpDemoBelt(http(), () => clock.now())
            : null,
          store,
          lock,
          atLogout,
          wakeLock: new BrowserScreenWakeLock(browser.wakeLock, document),
          api: new HttpLiveSessionApi(http()),
          outbox,
          profiles: new HttpProfileApi(http()),
          viewer: session,
          clock,
          // The client recording id a save sends (docs/api-sessions.md#live-recordings).
          newId: () => crypto.randomUUID(),
          exportModelFor: (source) =>
            new SessionExportModel(source, new AnchorFileDownload(document, URL, clock.scheduler), clock.scheduler, {
              timeZone: clock.timeZone(),
            }),
        });
      },
      [
        APP_TOKENS.AuthSession,
        APP_TOKENS.Clock,
        LIVE_RECORDING_TOKENS.LiveRecordingStore,
        LIVE_RECORDING_TOKENS.RecordingLock,
        LIVE_RECORDING_TOKENS.RecordingsAtLogout,
        LIVE_RECORDING_TOKENS.LiveOutbox,
      ],
    )
    .inTransientScope();
}
