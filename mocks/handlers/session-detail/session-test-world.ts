import { mockClock } from '../../clock';
import { db } from '../../db/mock-db';
import { issueTokenPair } from '../../db/token-ledger';
import { loadSessions, sessionCollection } from '../../db/sessions';
import type { SessionRecord } from '../../db/session-schemas';
import { seedWorld } from '../../world/generated-world';
import { buildDemoWorld, DEMO_IDS } from '../../world/demo-world';
import { buildDemoSessions } from '../../world/sessions/demo-sessions';

/** Test support for the session handlers: the seeded world, its sessions, and bearer tokens. */

export const TEST_API = 'http://localhost/api';

export async function seedSessionTestWorld(): Promise<SessionRecord[]> {
  const world = buildDemoWorld();
  await seedWorld(db, world);
  const sessions = buildDemoSessions(world, { seed: 7, todayMs: mockClock.now() });
  await loadSessions(sessions);
  return sessions;
}

export async function tokenFor(account: keyof typeof DEMO_IDS.accounts): Promise<string> {
  return (await issueTokenPair(db, DEMO_IDS.accounts[account], mockClock.now())).accessToken;
}

export function liveSessionsOf(playerId: string): SessionRecord[] {
  return sessionCollection(db).findMany((q) => q.where({ playerId, deleted: false }), { orderBy: { startMs: 'desc' } });
}

/** One answer; `T` is the body shape the test expects (a wire DTO, or ErrorBody for an error). */
export interface Answer<T> {
  readonly status: number;
  readonly json: T;
}

/** Calls the mock backend. Pass the body shape you expect: `call<ActivityDto>(…)`. */
export async function call<T = unknown>(
  token: string | null,
  method: string,
  path: string,
  body?: BodyInit,
  contentType?: string,
): Promise<Answer<T>> {
  const headers = new Headers();
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);
  if (contentType !== undefined) headers.set('Content-Type', contentType);
  const response = await fetch(`${TEST_API}${path}`, { method, headers, body: body ?? null });
  const text = await response.text();
  return { status: response.status, json: (text === '' ? undefined : JSON.parse(text)) as T };
}
