import { mockClock } from '../../clock';
import { replayEdits } from '../../db/edit-log';
import { db, type MockDb } from '../../db/mock-db';
import { loadSessions, sessionCollection } from '../../db/sessions';
import { DEMO_WORLD_SEED } from '../demo-world';
import { generatedSessionsOf } from '../generated-world';
import { clearSessionAnalyses } from './session-analysis-memo';

/**
 * Seeding of the demo sessions. They are laid out before the mock clock's "today" (their anchor), so they are
 * generated when first needed (the session handlers call `ensureDemoSessions` first), and the database's edit log
 * keeps what the visitor changed in them. On a return visit the stored session edits wait in the log until that
 * first call too, and are replayed over the sessions generated for the stored anchor.
 */

/** The time the demo sessions took to generate (or replay) and store, as a performance measure. */
const SESSIONS_SEEDED_MEASURE = 'pulseboard:mock-backend:sessions-seeded';
const SESSIONS = 'sessions';

function sessionsInPlace(target: MockDb): boolean {
  return !target.edits.isWaiting(SESSIONS) && sessionCollection(target).count() > 0;
}

/** Fills the sessions collection: the generated sessions with the stored edits replayed, when it is empty or edits wait. */
export async function ensureDemoSessions(seed: number = DEMO_WORLD_SEED, target: MockDb = db): Promise<void> {
  if (sessionsInPlace(target)) return;
  await target.edits.oneBuildAtATime(async () => {
    if (sessionsInPlace(target)) return;
    const started = performance.now();
    const log = target.edits;
    const anchorMs = (log.isWaiting(SESSIONS) ? log.sessionsAnchorMs : null) ?? mockClock.now();
    const collection = sessionCollection(target);
    const records = replayEdits(generatedSessionsOf(target, seed, anchorMs), log.editsOf(SESSIONS, collection.all()));
    await log.quietly([SESSIONS], () => loadSessions(records, target));
    log.settle(SESSIONS);
    log.sessionsAnchorMs = anchorMs;
    // Reported by `npm run bench` (tests/bench/mock-start.mjs): the first session call waits for it.
    performance.measure(SESSIONS_SEEDED_MEASURE, { start: started, end: performance.now() });
  });
}

/** For "Reset demo data": drops every session and edit; the next session call seeds them again. */
export function clearDemoSessions(target: MockDb = db): void {
  sessionCollection(target).clear();
  // After the clear: its deletes are no edit, the next sessions are generated afresh.
  target.edits.forget(SESSIONS);
  target.edits.sessionsAnchorMs = null;
  clearSessionAnalyses();
}
