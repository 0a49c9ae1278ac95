import { describe, expect, it } from 'vitest';
import type { LiveRecordingSnapshot } from '../../domain/live/live-recording';
import { MemoryRecordTables } from './memory-record-tables.test-support';
import { OwnedLiveRecordingStore } from './owned-live-recording-store';

const ALEX = { accountId: 'acc-alex', playerId: 'player-alex' };
const PAT = { accountId: 'acc-pat', playerId: 'player-pat' };
/** A parent acting for each of two children. */
const SAM_FOR_EMMA = { accountId: 'acc-sam', playerId: 'player-emma' };
const SAM_FOR_NOAH = { accountId: 'acc-sam', playerId: 'player-noah' };

function recording(
  owner: { accountId: string; playerId: string },
  id: string,
  startedAt = 1_700_000_000_000,
  endedAt: number | null = null,
): LiveRecordingSnapshot {
  return {
    id,
    ...owner,
    deviceName: 'Polar H10',
    startedAt,
    bpm: [120, null, 122],
    rrMs: [500, 498],
    rrBreaks: [],
    rrArtefacts: 0,
    pausedSeconds: 0,
    endedAt,
  };
}

/** A recording as the app kept it before recordings had an account. */
function unowned(playerId: string, id: string, endedAt: number | null = null) {
  const { accountId, ...rest } = recording({ accountId: 'none', playerId }, id, 1_600_000_000_000, endedAt);
  void accountId;
  return rest;
}

/** A device that had the app's first version: its two tables of nobody's recordings. */
const deviceOfBefore = () => new MemoryRecordTables(['owned-current', 'owned-kept', 'current', 'kept']);

describe('OwnedLiveRecordingStore: each recording is its owner’s', () => {
  it('reads a recording in progress back for its account and player only', async () => {
    const store = new OwnedLiveRecordingStore(new MemoryRecordTables());
    await store.saveCurrent(recording(ALEX, 'rec-alex'));
    expect((await store.loadCurrent(ALEX))?.id).toBe('rec-alex');
    expect(await store.loadCurrent(PAT)).toBeNull();
    // Another account acting for the same player (a parent, say) is not the account that recorded it.
    expect(await store.loadCurrent({ accountId: PAT.accountId, playerId: ALEX.playerId })).toBeNull();
    expect(await store.listUnsaved(PAT.accountId)).toEqual([]);
  });

  it('keeps one recording in progress per owner: another account’s never overwrites it', async () => {
    const store = new OwnedLiveRecordingStore(new MemoryRecordTables());
    await store.saveCurrent(recording(ALEX, 'rec-alex'));
    await store.saveCurrent(recording(PAT, 'rec-pat'));
    await store.clearCurrent(PAT);
    expect((await store.loadCurrent(ALEX))?.id).toBe('rec-alex');
    expect(await store.loadCurrent(PAT)).toBeNull();
  });

  it('lists an account’s unsaved recordings, every child’s for a parent, oldest first, and no one else’s', async () => {
    const store = new OwnedLiveRecordingStore(new MemoryRecordTables());
    await store.saveCurrent(recording(SAM_FOR_NOAH, 'rec-noah', 2000));
    await store.saveCurrent(recording(SAM_FOR_EMMA, 'rec-emma', 1000, 5000));
    await store.saveCurrent(recording(ALEX, 'rec-alex', 500));
    expect((await store.listUnsaved(SAM_FOR_EMMA.accountId)).map((found) => found.id)).toEqual([
      'rec-emma',
      'rec-noah',
    ]);
    expect((await store.listUnsaved(ALEX.accountId)).map((found) => found.id)).toEqual(['rec-alex']);
  });

  it('keeps finished recordings per owner; a discard names the owner, so it cannot reach another’s', async () => {
    const store = new OwnedLiveRecordingStore(new MemoryRecordTables());
    await store.keep(recording(ALEX, 'rec-2', 2000, 3000));
    await store.keep(recording(ALEX, 'rec-1', 1000, 1500));
    await store.keep(recording(PAT, 'rec-1', 1000, 1500));
    expect((await store.listKept(ALEX)).map((kept) => kept.id)).toEqual(['rec-1', 'rec-2']);
    await store.discardKept(PAT, 'rec-2');
    expect((await store.listKept(ALEX)).map((kept) => kept.id)).toEqual(['rec-1', 'rec-2']);
    await store.discardKept(ALEX, 'rec-1');
    expect((await store.listKept(ALEX)).map((kept) => kept.id)).toEqual(['rec-2']);
    expect((await store.listKept(PAT)).map((kept) => kept.id)).toEqual(['rec-1']);
  });

  it('reads nothing that is not a recording of the owner whose key it sits under', async () => {
    const tables = new MemoryRecordTables();
    const store = new OwnedLiveRecordingStore(tables);
    // Written under Alex's key, but saying it is Pat's; and records of the wrong shape.
    await tables.put('owned-current', [ALEX.accountId, ALEX.playerId], recording(PAT, 'rec-pat'));
    await tables.put('owned-current', [PAT.accountId, PAT.playerId], { ...recording(PAT, 'rec-bad'), bpm: ['120'] });
    await tables.put('owned-kept', [ALEX.accountId, ALEX.playerId, 'x'], {
      ...recording(ALEX, 'x'),
      endedAt: 'yesterday',
    });
    await tables.put('owned-kept', [ALEX.accountId, ALEX.playerId, 'y'], null);
    expect(await store.loadCurrent(ALEX)).toBeNull();
    expect(await store.loadCurrent(PAT)).toBeNull();
    expect(await store.listKept(ALEX)).toEqual([]);
    expect(await store.listUnsaved(ALEX.accountId)).toEqual([]);
    expect(await store.listUnsaved(PAT.accountId)).toEqual([]);
  });
});

describe('OwnedLiveRecordingStore: recordings kept before they had an account', () => {
  it('are offered to no account until one acts for the player they record, which then owns them', async () => {
    const tables = deviceOfBefore();
    await tables.put('current', 'current', unowned(ALEX.playerId, 'rec-old'));
    await tables.put('kept', 'rec-older', unowned(ALEX.playerId, 'rec-older', 1_600_000_100_000));
    const store = new OwnedLiveRecordingStore(tables);
    expect(await store.loadCurrent(ALEX)).toBeNull();
    expect(await store.listUnsaved(ALEX.accountId)).toEqual([]);
    await store.adoptUnowned(PAT);
    expect(await store.loadCurrent(PAT)).toBeNull();
    expect(await store.listKept(PAT)).toEqual([]);
    await store.adoptUnowned(ALEX);
    expect(await store.loadCurrent(ALEX)).toMatchObject({
      id: 'rec-old',
      accountId: ALEX.accountId,
      playerId: ALEX.playerId,
      endedAt: null,
    });
    expect((await store.listKept(ALEX)).map((kept) => [kept.id, kept.accountId])).toEqual([
      ['rec-older', ALEX.accountId],
    ]);
    // Adopted, they leave the tables of before: no later account finds them there.
    expect([tables.rows('current'), tables.rows('kept')]).toEqual([[], []]);
  });

  it('leave another player’s where they are, and a record that is no recording where it is', async () => {
    const tables = deviceOfBefore();
    await tables.put('current', 'current', unowned(PAT.playerId, 'rec-pat'));
    await tables.put('kept', 'junk', { id: 'junk' });
    const store = new OwnedLiveRecordingStore(tables);
    await store.adoptUnowned(ALEX);
    expect(tables.rows('current')).toHaveLength(1);
    expect(tables.rows('kept')).toHaveLength(1);
    expect(await store.listKept(ALEX)).toEqual([]);
  });

  it('become kept, ended at their last second, when the owner has a recording in progress of their own', async () => {
    const tables = deviceOfBefore();
    await tables.put('current', 'current', unowned(ALEX.playerId, 'rec-old'));
    const store = new OwnedLiveRecordingStore(tables);
    await store.saveCurrent(recording(ALEX, 'rec-new'));
    await store.adoptUnowned(ALEX);
    expect((await store.loadCurrent(ALEX))?.id).toBe('rec-new');
    // Three seconds recorded from its start.
    expect(await store.listKept(ALEX)).toEqual([
      expect.objectContaining({ id: 'rec-old', endedAt: 1_600_000_003_000 }),
    ]);
  });

  it('is nothing to do on a device that never had them', async () => {
    const store = new OwnedLiveRecordingStore(new MemoryRecordTables());
    await store.adoptUnowned(ALEX);
    expect(await store.loadCurrent(ALEX)).toBeNull();
  });
});
