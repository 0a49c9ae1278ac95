import type { Connectivity } from '../ports/connectivity.port';
import type { KeptAnswerStore } from '../ports/kept-answer-store.port';
import { serviceToken } from '../service-token';
import type { OfflineReadings } from './offline-readings.store';

/** The offline reading's container keys (docs/product-rules.md#offline): app-wide, bound with the signed-in layout. */
export const OFFLINE_TOKENS = {
  OfflineReadings: serviceToken<OfflineReadings>('OfflineReadings'),
  KeptAnswerStore: serviceToken<KeptAnswerStore>('KeptAnswerStore'),
  Connectivity: serviceToken<Connectivity>('Connectivity'),
} as const;
