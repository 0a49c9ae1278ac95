import { mockClock } from '../../clock';
import { db, type MockDb } from '../../db/mock-db';
import { loadSessions, sessionCollection } from '../../db/sessions';
import { DEMO_WORLD_SEED } from '../demo-world';
import { demoSessionsOf } from '../generated-baseline';
import { clearSessionAnalyses } from './session-analysis-memo';
import {
  forgetStoredSessions,
  hasPendingSessions,
  noteSessionsBuilt,
  oneSeedingAtATime,
  restorePendingSessions,
} from './stored-sessions';

/**
 * Seeding of the demo sessions. They are laid out before the mock clock's "today", so they are
 * built from the world already in the database when first needed (the session handlers call
 * `ensureDemoSessions` first) and kept, with the user's edits, by the persisted snapshot. On a
 * return visit the snapshot's sessions wait until that first call too (./stored-sessions.ts).
 */

/** The time the demo sessions took to build (or restore) and store, as a performance measure. */
const SESSIONS_SEEDED_MEASURE = 'pulseboard:mock-backend:sessions-seeded';

/** Fills the sessions collection: with the stored sessions when some wait, else from the world in `target` when it is empty. */
export async function ensureDemoSessions(seed: number = DEMO_WORLD_SEED, target: MockDb = db): Promise<void> {
  if (!hasPendingSessions(target) && sessionCollection(target).count() > 0) return;
  await oneSeedingAtATime(target, async () => {
    const started = performance.now();
    // Stored sessions that no longer fit the generator are dropped: then built afresh, as on a first visit.
    if (!(await restorePendingSessions(target)) && sessionCollection(target).count() === 0) {
      const todayMs = mockClock.now();
      const records = demoSessionsOf(
        { players: target.players.all(), teams: target.teams.all(), memberships: target.memberships.all() },
        seed,
        todayMs,
      );
      noteSessionsBuilt(target, todayMs);
      await loadSessions(records, target);
    }
    // Reported by `npm run bench` (tests/bench/mock-start.mjs): the first session call waits for it.
    performance.measure(SESSIONS_SEEDED_MEASURE, { start: started, end: performance.now() });
  });
}

/** For "Reset demo data": drops every session and edit; the next session call seeds them again. */
export function clearDemoSessions(target: MockDb = db): void {
  sessionCollection(target).clear();
  forgetStoredSessions(target);
  clearSessionAnalyses();
}
