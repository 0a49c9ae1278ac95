import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../demo-ids';
import { findPlayerById } from '../../db/account-queries';
import { db } from '../../db/mock-db';
import { liveSessionsOfPlayer } from '../../db/session-queries';
import { seedWorld } from '../generated-world';
import { buildDemoWorld } from '../demo-world';
import { athleteOf } from './session-analysis-memo';
import { computeSessionFigures } from './session-figures';
import { figuresOfStoredSession, prepareFiguresOf } from './session-figures-memo';
import { clearDemoSessions, ensureDemoSessions } from './seed-sessions';

/** Alex's stored sessions, freshly seeded (their figures are not known yet). */
async function alexHistory() {
  await seedWorld(db, buildDemoWorld());
  clearDemoSessions();
  await ensureDemoSessions();
  const player = findPlayerById(db, DEMO_IDS.players.alex);
  if (player === undefined) throw new Error('Alex is not in the demo world');
  return { player, records: liveSessionsOfPlayer(db, player.id) };
}

describe('the figures of a whole history', () => {
  it('are computed once, with the domain, whatever the number of calls at once', async () => {
    const { player, records } = await alexHistory();
    expect(records.length).toBeGreaterThan(100);
    await Promise.all([
      prepareFiguresOf(records, player),
      prepareFiguresOf(records, player),
      prepareFiguresOf(records.slice(0, 10), player),
    ]);
    for (const record of records.slice(0, 5)) {
      const known = figuresOfStoredSession(record, player);
      expect(figuresOfStoredSession(record, player)).toBe(known);
      expect(known).toEqual(computeSessionFigures(record, athleteOf(player, record.startMs)));
    }
  });

  it('leave the thread to other tasks while they are computed (no worker in Node: slices on this thread)', async () => {
    const { player, records } = await alexHistory();
    const other = records.map((record) => ({ ...record, id: `${record.id}-copy`, seed: `${record.seed}-copy` }));
    let otherTaskRan = false;
    setTimeout(() => (otherTaskRan = true), 0);
    await prepareFiguresOf(other, player);
    expect(otherTaskRan).toBe(true);
  });
});
