import type { RecordsApi } from '../ports/records-api.port';
import { serviceToken } from '../service-token';
import type { PlayerRecordsStore } from './player-records.store';
import type { RecordsViewModel } from './records.view-model';

/** The records feature's container keys: the store is app-wide, the page's view-model made per mount. */
export const RECORDS_TOKENS = {
  RecordsApi: serviceToken<RecordsApi>('RecordsApi'),
  PlayerRecordsStore: serviceToken<PlayerRecordsStore>('PlayerRecordsStore'),
  RecordsViewModel: serviceToken<RecordsViewModel>('RecordsViewModel'),
} as const;
