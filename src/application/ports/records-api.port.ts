import type { PersonalRecords } from '../../domain/records/personal-records';
import type { TimeZone } from '../../domain/time/time-zone';

/** The records call's answer, or word that the server does not offer the call (404, 405 or 501). */
export type RecordsAnswer =
  { readonly kind: 'records'; readonly records: PersonalRecords } | { readonly kind: 'not-offered' };

/**
 * GET /web/players/{playerId}/records?timeZone (docs/api-sessions.md#personal-records, our
 * extension): the player's records, the season and the holders' days counted in `timeZone`.
 * Rejects with ApiError BP_403 when the account may not read this player.
 */
export interface RecordsApi {
  getPersonalRecords(playerId: string, timeZone: TimeZone, signal?: AbortSignal): Promise<RecordsAnswer>;
}
