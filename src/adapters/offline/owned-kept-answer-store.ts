import type { KeptAnswer, KeptAnswerStore } from '../../application/ports/kept-answer-store.port';
import { keptAnswersOverLimit, type KeptAnswerPlace } from '../../domain/offline/kept-answers';
import type { RecordDatabase } from '../live/indexed-db-record-tables';
import type { RecordKey, RecordTables } from '../live/live-recording-tables';
import { readKeptAnswerRecord, type KeptAnswerRecord } from './kept-answer-record.dto';

export type KeptAnswerTable = 'kept-answers';

/** The database of the kept answers: one table, keyed [accountId, group, item, key]. */
export const KEPT_ANSWERS_DATABASE: RecordDatabase<KeptAnswerTable> = {
  name: 'pulseboard-kept-answers',
  version: 1,
  tables: ['kept-answers'],
};

const TABLE: KeptAnswerTable = 'kept-answers';
const keyOf = (accountId: string, place: KeptAnswerPlace): RecordKey => [accountId, place.group, place.item, place.key];

/** A record under `accountId`'s key that is a kept answer of that very account, in the place its key names. */
function ownedBy(accountId: string, key: RecordKey, value: unknown): KeptAnswerRecord | null {
  const record = readKeptAnswerRecord(value);
  if (record === null || record.accountId !== accountId || typeof key === 'string') return null;
  const [, group, item, name] = key;
  return record.group === group && record.item === item && record.key === name ? record : null;
}

/**
 * KeptAnswerStore over the device's record tables (IndexedDB in the browser): every answer is kept
 * under its account and read back only for it (docs/product-rules.md#offline). A record of the wrong
 * shape, or under another account's key, is left out (and removed when it is found in the way).
 */
export class OwnedKeptAnswerStore implements KeptAnswerStore {
  constructor(private readonly tables: RecordTables<KeptAnswerTable>) {}

  async read(accountId: string, place: KeptAnswerPlace): Promise<KeptAnswer | null> {
    const key = keyOf(accountId, place);
    const record = ownedBy(accountId, key, await this.tables.get(TABLE, key));
    return record === null ? null : { body: record.body, keptAt: record.keptAt };
  }

  async keep(accountId: string, place: KeptAnswerPlace, answer: KeptAnswer): Promise<void> {
    const record: KeptAnswerRecord = {
      accountId,
      group: place.group,
      item: place.item,
      key: place.key,
      keptAt: answer.keptAt,
      body: answer.body,
    };
    await this.tables.put(TABLE, keyOf(accountId, place), record);
    const entries = await this.tables.entries(TABLE, [accountId]);
    // The one just kept first: of answers that came at the same millisecond, it stays.
    const kept: KeptAnswerRecord[] = [record];
    for (const { key, value } of entries) {
      const owned = ownedBy(accountId, key, value);
      if (owned === null) await this.tables.delete(TABLE, key);
      else if (owned.group !== record.group || owned.item !== record.item || owned.key !== record.key) kept.push(owned);
    }
    for (const over of keptAnswersOverLimit(kept)) await this.tables.delete(TABLE, keyOf(accountId, over));
  }

  async forget(accountId: string, place: KeptAnswerPlace): Promise<void> {
    await this.tables.delete(TABLE, keyOf(accountId, place));
  }

  async clearAccount(accountId: string): Promise<void> {
    for (const { key } of await this.tables.entries(TABLE, [accountId])) await this.tables.delete(TABLE, key);
  }

  async clearOthers(accountId: string | null): Promise<void> {
    for (const { key } of await this.tables.entries(TABLE, [])) {
      if (accountId === null || typeof key === 'string' || key[0] !== accountId) await this.tables.delete(TABLE, key);
    }
  }
}
