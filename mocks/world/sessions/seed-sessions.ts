import { mockClock } from '../../clock';
import { db, type MockDb } from '../../db/mock-db';
import { loadSessions, sessionCollection } from '../../db/sessions';
import { DEMO_WORLD_SEED } from '../demo-world';
import { buildDemoSessions } from './demo-sessions';
import { clearSessionAnalyses } from './session-analysis-memo';

/**
 * Seeding of the demo sessions. They are laid out before the mock clock's "today", so they are
 * built from the world already in the database when first needed (the session handlers call
 * `ensureDemoSessions` first) and kept, with the user's edits, by the persisted snapshot.
 */

let seeding: Promise<void> | null = null;

/** The time the demo sessions took to build and store, as a performance measure. */
const SESSIONS_SEEDED_MEASURE = 'pulseboard:mock-backend:sessions-seeded';

/** Fills the sessions collection from the world in `target` when it is empty. */
export async function ensureDemoSessions(seed: number = DEMO_WORLD_SEED, target: MockDb = db): Promise<void> {
  if (sessionCollection(target).count() > 0) return;
  seeding ??= (async () => {
    const started = performance.now();
    const records = buildDemoSessions(
      { players: target.players.all(), teams: target.teams.all(), memberships: target.memberships.all() },
      { seed, todayMs: mockClock.now() },
    );
    if (sessionCollection(target).count() === 0) await loadSessions(records, target);
    // Reported by `npm run bench` (tests/bench/mock-start.mjs): the first session call waits for it.
    performance.measure(SESSIONS_SEEDED_MEASURE, { start: started, end: performance.now() });
  })().finally(() => {
    seeding = null;
  });
  await seeding;
}

/** For "Reset demo data": drops every session and edit; the next session call seeds them again. */
export function clearDemoSessions(target: MockDb = db): void {
  sessionCollection(target).clear();
  clearSessionAnalyses();
}
