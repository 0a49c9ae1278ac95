import { describe, expect, it } from 'vitest';
import { db } from '../../db/mock-db';
import { sessionCollection } from '../../db/sessions';
import { seedWorld } from '../generated-world';
import { buildDemoWorld } from '../demo-world';
import { clearDemoSessions, ensureDemoSessions } from './seed-sessions';

describe('ensureDemoSessions', () => {
  it('seeds the sessions once from the seed, even when asked concurrently', async () => {
    await seedWorld(db, buildDemoWorld());
    clearDemoSessions();
    await Promise.all([ensureDemoSessions(), ensureDemoSessions(), ensureDemoSessions()]);
    const count = sessionCollection(db).count();
    expect(count).toBeGreaterThan(200);
    await ensureDemoSessions();
    expect(sessionCollection(db).count()).toBe(count);
    clearDemoSessions();
    expect(sessionCollection(db).count()).toBe(0);
  });
});
