import { describe, expect, it } from 'vitest';
import { buildDemoWorld, DEMO_IDS, DEMO_WORLD_SEED } from './demo-world';
import { demoSessionsOf, seededWorld, sessionsBaseline, worldBaselines } from './generated-baseline';
import { buildDemoSessions } from './sessions/demo-sessions';

const TODAY_MS = Date.UTC(2025, 8, 1, 10);

describe('the generated baselines', () => {
  it('are the seeded world and its sessions, built once per seed and anchor', () => {
    expect(seededWorld(DEMO_WORLD_SEED)).toEqual(buildDemoWorld(DEMO_WORLD_SEED));
    expect(worldBaselines(DEMO_WORLD_SEED)).toBe(worldBaselines(DEMO_WORLD_SEED));
    const sessions = sessionsBaseline(DEMO_WORLD_SEED, TODAY_MS);
    expect(sessions.records).toEqual(buildDemoSessions(buildDemoWorld(), { seed: DEMO_WORLD_SEED, todayMs: TODAY_MS }));
    expect(sessionsBaseline(DEMO_WORLD_SEED, TODAY_MS)).toBe(sessions);
    expect(sessionsBaseline(DEMO_WORLD_SEED, TODAY_MS + 86_400_000).mark).not.toEqual(sessions.mark);
  });

  it('give the sessions of the world in the database, whether it is the seeded one or an edited one', () => {
    const world = buildDemoWorld();
    expect(demoSessionsOf(world, DEMO_WORLD_SEED, TODAY_MS)).toBe(sessionsBaseline(DEMO_WORLD_SEED, TODAY_MS).records);
    const edited = {
      ...world,
      memberships: [...world.memberships, { id: 'm-extra', teamId: DEMO_IDS.teams.riverside, playerId: DEMO_IDS.players.alex, role: 'PLAYER' as const, jerseyNumber: 3 }],
    };
    const sessions = demoSessionsOf(edited, DEMO_WORLD_SEED, TODAY_MS);
    expect(sessions).toEqual(buildDemoSessions(edited, { seed: DEMO_WORLD_SEED, todayMs: TODAY_MS }));
    expect(sessions.some((session) => session.teamId === DEMO_IDS.teams.riverside)).toBe(true);
  });
});
