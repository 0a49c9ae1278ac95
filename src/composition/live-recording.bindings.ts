import type { Container } from 'inversify';
import { AnchorFileDownload } from '../adapters/download/anchor-file-download';
import type { HttpClient } from '../adapters/http/http-client';
import { HttpLiveSessionApi } from '../adapters/http/http-live-session-api';
import { HttpProfileApi } from '../adapters/http/http-profile-api';
import { BrowserScreenWakeLock } from '../adapters/live/browser-screen-wake-lock';
import { WebLocksRecordingLock } from '../adapters/live/browser-recording-lock';
import { IndexedDbLiveRecordingStore } from '../adapters/live/indexed-db-live-recording-store';
import { WebBluetoothHeartRateSensor, type BluetoothLike } from '../adapters/live/web-bluetooth-heart-rate-sensor';
import { APP_TOKENS } from '../application/app.tokens';
import type { AuthSession } from '../application/auth/auth-session.store';
import { LIVE_RECORDING_TOKENS } from '../application/live-recording/live-recording.tokens';
import { LiveRecordingViewModel } from '../application/live-recording/live-recording.view-model';
import type { Clock } from '../application/ports/clock.port';
import { SessionExportModel } from '../application/session-export/session-export.model';

/** What the browser offers of Web Bluetooth, Wake Lock and Web Locks (each may be missing). */
interface LiveNavigator {
  readonly bluetooth?: BluetoothLike;
  readonly wakeLock?: ConstructorParameters<typeof BrowserScreenWakeLock>[0];
  readonly locks?: ConstructorParameters<typeof WebLocksRecordingLock>[0];
}

/**
 * Binds the "Record live" page: the belt over Web Bluetooth (the demo belt too in a demo build,
 * loaded on first use), the device copy in IndexedDB, Web Locks, Wake Lock, the save call and the
 * profile reader; the view-model is made per mount.
 */
export function bindLiveRecordingFeature(container: Container, http: () => HttpClient): void {
  container
    .bind(LIVE_RECORDING_TOKENS.LiveRecordingViewModel)
    .toResolvedValue(
      (session: AuthSession, clock: Clock) => {
        const browser = navigator as Navigator & LiveNavigator;
        let ids = 0;
        return new LiveRecordingViewModel({
          sensor: new WebBluetoothHeartRateSensor(browser.bluetooth, window.isSecureContext, () => clock.now()),
          demoSensor: __DEMO__ ? async () => new (await import('../adapters/live/http-demo-belt')).HttpDemoBelt(http(), () => clock.now()) : null,
          store: new IndexedDbLiveRecordingStore(indexedDB),
          lock: new WebLocksRecordingLock(browser.locks),
          wakeLock: new BrowserScreenWakeLock(browser.wakeLock, document),
          api: new HttpLiveSessionApi(http()),
          profiles: new HttpProfileApi(http()),
          viewer: session,
          clock,
          newId: () => `live-${clock.now()}-${++ids}`,
          exportModelFor: (source) => new SessionExportModel(source, new AnchorFileDownload(document, URL, clock.scheduler), clock.scheduler, { timeZone: clock.timeZone() }),
        });
      },
      [APP_TOKENS.AuthSession, APP_TOKENS.Clock],
    )
    .inTransientScope();
}
