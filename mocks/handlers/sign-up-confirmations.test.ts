import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../db/mock-db';
import { server } from '../node';
import { resetMockBackend } from '../mock-backend';
import { callApi, loginAs } from '../testing/mock-api-client';
import { DEMO_IDS } from '../world/demo-world';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockBackend());
afterAll(() => server.close());

describe('GET /player-sign-up/email-confirm/demo-valid', () => {
  it('makes new@example.com (Jo Rivera) ACTIVE, again and again', async () => {
    expect((await callApi('GET', '/player-sign-up/email-confirm/demo-valid')).body).toEqual({
      email: 'new@example.com',
    });
    expect((await loginAs('new@example.com')).userDetails['playerAccountStatus']).toBe('ACTIVE');
    expect((await callApi('GET', '/player-sign-up/email-confirm/demo-valid')).status).toBe(200);
  });
});

describe('/player-sign-up/child-confirmation/demo-valid', () => {
  it("answers and confirms Noah Martin's link to parent@example.com", async () => {
    const expected = { childFirstName: 'Noah', childLastName: 'Martin', parentEmail: 'parent@example.com' };
    expect((await callApi('GET', '/player-sign-up/child-confirmation/demo-valid')).body).toEqual(expected);
    expect((await callApi('PUT', '/player-sign-up/child-confirmation/demo-valid')).body).toEqual(expected);
    const children = (await loginAs('parent@example.com')).userDetails['playerDetails'] as { playerId: string }[];
    expect(children.map((child) => child.playerId)).toEqual([DEMO_IDS.players.emma, DEMO_IDS.players.noah]);
  });
});

describe('/player-sign-up/organization-invite/demo-valid', () => {
  it('invites player@example.com to Riverside Academy; accepting adds the team once, past sessions unchanged', async () => {
    const expected = {
      email: 'player@example.com',
      firstName: 'Alex',
      teamName: 'Riverside Academy',
      organization: 'Riverside Academy',
    };
    expect((await callApi('GET', '/player-sign-up/organization-invite/demo-valid')).body).toEqual(expected);
    expect((await callApi('PUT', '/player-sign-up/organization-invite/demo-valid')).body).toEqual(expected);
    const sessionsBefore = db.sessions.count();
    expect((await callApi('PUT', '/player-sign-up/organization-invite/demo-valid')).status).toBe(200);
    const alex = await loginAs('player@example.com');
    const teams = await callApi<{ name: string }[]>('GET', `/web/players/${DEMO_IDS.players.alex}/teams`, {
      token: alex.accessToken,
    });
    expect(teams.body.map((team) => team.name)).toEqual([
      'Lakeside FC Seniors',
      'Northside Athletics',
      'Riverside Academy',
    ]);
    expect(db.sessions.count()).toBe(sessionsBefore);
    expect(db.sessions.findMany((q) => q.where({ teamId: DEMO_IDS.teams.riverside }))).toEqual([]);
  });
});
