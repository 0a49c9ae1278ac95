import type { RecordsAnswer, RecordsApi } from '../../application/ports/records-api.port';
import type { TimeZone } from '../../domain/time/time-zone';
import { readPersonalRecordsResponse } from './dto/personal-records.dto';
import { callName } from './api-path';
import type { HttpClient } from './http-client';
import { isNotOffered } from './not-offered';

const RECORDS = '/web/players/:playerId/records';

/**
 * RecordsApi over GET /web/players/{playerId}/records (docs/api-sessions.md#personal-records). A
 * server without the call (404, 405 or 501) answers "not offered", and the app computes the
 * records from the session history instead.
 */
export class HttpRecordsApi implements RecordsApi {
  constructor(private readonly client: HttpClient) {}

  async getPersonalRecords(playerId: string, timeZone: TimeZone, signal?: AbortSignal): Promise<RecordsAnswer> {
    let raw: unknown;
    try {
      raw = await this.client.get(RECORDS, { params: { playerId }, query: { timeZone }, signal });
    } catch (error) {
      if (isNotOffered(error)) return { kind: 'not-offered' };
      throw error;
    }
    return { kind: 'records', records: readPersonalRecordsResponse(raw, playerId, callName('GET', RECORDS)) };
  }
}
