import type { Container } from 'inversify';
import { IndexedDbRecordTables } from '../adapters/live/indexed-db-record-tables';
import { BrowserConnectivity } from '../adapters/offline/browser-connectivity';
import { KeptReads } from '../adapters/offline/kept-reads';
import { KEPT_ANSWERS_DATABASE, OwnedKeptAnswerStore } from '../adapters/offline/owned-kept-answer-store';
import { APP_TOKENS } from '../application/app.tokens';
import type { AuthSession } from '../application/auth/auth-session.store';
import { OFFLINE_TOKENS } from '../application/offline/offline.tokens';
import { OfflineReadings } from '../application/offline/offline-readings.store';
import type { Clock } from '../application/ports/clock.port';
import type { Connectivity } from '../application/ports/connectivity.port';
import type { KeptAnswerStore } from '../application/ports/kept-answer-store.port';
import { serviceToken } from '../application/service-token';

/** The kept reads the calendar, dashboard and session adapters go through (an adapter: its key lives here). */
export const KEPT_READS = serviceToken<KeptReads>('KeptReads');

/**
 * Binds reading offline (docs/product-rules.md#offline), app-wide and once: the kept answers in
 * IndexedDB, the browser's online state, the notes of the pages that show kept answers (which clear
 * an account's answers at its sign-out, so they are made, and start, with the signed-in layout) and
 * the kept reads. The signed-in layout binds them, and so does each page that reads through them.
 */
export function bindOfflineReading(container: Container): void {
  if (container.isBound(OFFLINE_TOKENS.OfflineReadings)) return;
  container
    .bind(OFFLINE_TOKENS.KeptAnswerStore)
    .toDynamicValue(
      () => new OwnedKeptAnswerStore(new IndexedDbRecordTables(globalThis.indexedDB, KEPT_ANSWERS_DATABASE)),
    )
    .inSingletonScope();
  container
    .bind(OFFLINE_TOKENS.Connectivity)
    .toDynamicValue(() => new BrowserConnectivity(globalThis.navigator, globalThis.window))
    .inSingletonScope();
  container
    .bind(OFFLINE_TOKENS.OfflineReadings)
    .toResolvedValue(
      (store: KeptAnswerStore, session: AuthSession) => {
        const readings = new OfflineReadings({ store, viewer: session });
        void readings.start();
        return readings;
      },
      [OFFLINE_TOKENS.KeptAnswerStore, APP_TOKENS.AuthSession],
    )
    .inSingletonScope();
  container
    .bind(KEPT_READS)
    .toResolvedValue(
      (
        store: KeptAnswerStore,
        readings: OfflineReadings,
        session: AuthSession,
        clock: Clock,
        connectivity: Connectivity,
      ) => new KeptReads({ store, readings, viewer: session, now: () => clock.now(), connectivity }),
      [
        OFFLINE_TOKENS.KeptAnswerStore,
        OFFLINE_TOKENS.OfflineReadings,
        APP_TOKENS.AuthSession,
        APP_TOKENS.Clock,
        OFFLINE_TOKENS.Connectivity,
      ],
    )
    .inSingletonScope();
}
