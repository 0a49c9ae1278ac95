import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClock } from '../clock';
import { clearCollections, db } from '../db/mock-db';
import { newAccountRecord } from '../db/new-records';
import type { AccountRecord, PlayerRecord } from '../db/schemas';
import { integrationHandlers, redeemAccessCode } from './integration';
import type { ErrorBody } from './respond';

const BASE = 'http://localhost/integration-api/integration/user/authentication';
const PASSWORD = 'demo-pass-1';

function account(id: string, email: string, playerId: string | null): AccountRecord {
  return newAccountRecord({
    id,
    email,
    password: PASSWORD,
    status: 'ACTIVE',
    firstName: 'Test',
    lastName: 'Account',
    activityPrivacy: false,
    parentId: playerId === null ? 'parent-1' : null,
    playerId,
  });
}

function player(id: string, firstName: string, accountId: string | null, parentAccountId: string | null): PlayerRecord {
  return {
    id,
    accountId,
    parentAccountId,
    firstName,
    middleName: null,
    lastName: 'Martin',
    photo: null,
    birthDate: '2012-05-01',
    sex: null,
    heightCm: null,
    weightKg: null,
    maxHr: null,
    restingHr: 60,
    beltNumber: null,
    position: null,
  };
}

const server = setupServer(...integrationHandlers);

/** The wire answer of both calls: `{data: …}` (the child call answers only the otp). */
interface CodeAnswer {
  readonly data: {
    readonly otp: string;
    readonly accountId: string;
    readonly children: readonly { readonly id: string; readonly firstName: string; readonly lastName: string }[];
  };
}

/** `T` is the body shape the test expects: CodeAnswer, or ErrorBody for a refusal. */
async function post<T = CodeAnswer>(path: string, body: unknown): Promise<{ status: number; json: T }> {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}

const login = <T = CodeAnswer>(email: string, password = PASSWORD) => post<T>('', { email, password });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

beforeEach(async () => {
  clearCollections(db);
  mockClock.setOffsetMs(0);
  await db.accounts.create(account('acc-player', 'player@example.com', 'pl-alex'));
  await db.accounts.create(account('acc-parent', 'parent@example.com', null));
  await db.accounts.create(account('acc-other', 'other@example.com', null));
  await db.players.create(player('pl-alex', 'Alex', 'acc-player', null));
  await db.players.create(player('pl-emma', 'Emma', null, 'acc-parent'));
  await db.players.create(player('pl-noah', 'Noah', null, 'acc-parent'));
});

afterEach(() => mockClock.setOffsetMs(0));

describe('POST /integration/user/authentication', () => {
  it('gives a player a code of 8 to 50 characters and no children', async () => {
    const { status, json } = await login('player@example.com');
    expect(status).toBe(200);
    expect(json.data.accountId).toBe('acc-player');
    expect(json.data.children).toEqual([]);
    expect(json.data.otp).toMatch(/^[A-Z2-9]{8,50}$/);
  });

  it('lists a parent’s children by id, first and last name', async () => {
    const { json } = await login('Parent@Example.com');
    expect(json.data.children).toEqual([
      { id: 'pl-emma', firstName: 'Emma', lastName: 'Martin' },
      { id: 'pl-noah', firstName: 'Noah', lastName: 'Martin' },
    ]);
  });

  it('answers 401 BP_401 to a wrong password or an unknown email', async () => {
    for (const attempt of [
      login<ErrorBody>('player@example.com', 'wrong-pass-1'),
      login<ErrorBody>('nobody@example.com'),
    ]) {
      const { status, json } = await attempt;
      expect(status).toBe(401);
      expect(json.status.code).toBe('BP_401');
    }
  });

  it('answers 400 BP_400 to a body without credentials', async () => {
    const { status, json } = await post<ErrorBody>('', { email: 'player@example.com' });
    expect(status).toBe(400);
    expect(json.status.code).toBe('BP_400');
  });

  it('issues a different code on every login', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 20; i += 1) codes.add((await login('player@example.com')).json.data.otp);
    expect(codes.size).toBe(20);
  });

  it('makes codes good for one redemption only', async () => {
    const { otp } = (await login('player@example.com')).json.data;
    expect(await redeemAccessCode(otp)).toEqual({ accountId: 'acc-player', playerId: null });
    expect(await redeemAccessCode(otp)).toBeNull();
  });

  it('lets a code live 60 seconds on the mock clock', async () => {
    const first = (await login('player@example.com')).json.data.otp;
    mockClock.advance(59);
    expect(await redeemAccessCode(first)).not.toBeNull();
    const second = (await login('player@example.com')).json.data.otp;
    mockClock.advance(60);
    expect(await redeemAccessCode(second)).toBeNull();
  });
});

describe('POST /integration/user/authentication/child', () => {
  async function parentLogin(): Promise<{ otp: string; accountId: string }> {
    return (await login('parent@example.com')).json.data;
  }

  it('gives a code for the parent’s child, with the parent’s otp and accountId', async () => {
    const { otp, accountId } = await parentLogin();
    const { status, json } = await post('/child', { childId: 'pl-noah', otp, accountId });
    expect(status).toBe(200);
    expect(json.data.otp).toMatch(/^[A-Z2-9]{8,50}$/);
    expect(json.data.otp).not.toBe(otp);
    expect(await redeemAccessCode(json.data.otp)).toEqual({ accountId: 'acc-parent', playerId: 'pl-noah' });
  });

  it('lets the parent pick again while the parent code lives', async () => {
    const { otp, accountId } = await parentLogin();
    expect((await post('/child', { childId: 'pl-emma', otp, accountId })).status).toBe(200);
    expect((await post('/child', { childId: 'pl-noah', otp, accountId })).status).toBe(200);
  });

  it('answers 403 BP_403 for a player who is not the parent’s child', async () => {
    const { otp, accountId } = await parentLogin();
    for (const childId of ['pl-alex', 'pl-unknown']) {
      const { status, json } = await post<ErrorBody>('/child', { childId, otp, accountId });
      expect(status).toBe(403);
      expect(json.status.code).toBe('BP_403');
    }
  });

  it('answers 401 BP_401 to an expired, spent, foreign or made-up code', async () => {
    const expired = await parentLogin();
    mockClock.advance(60);
    const spent = await parentLogin();
    await redeemAccessCode(spent.otp);
    const live = await parentLogin();
    const other = (await login('other@example.com')).json.data;
    const childCode = (await post('/child', { childId: 'pl-emma', ...live })).json.data.otp;
    const attempts = [
      { childId: 'pl-emma', ...expired },
      { childId: 'pl-emma', ...spent },
      { childId: 'pl-emma', otp: live.otp, accountId: other.accountId },
      { childId: 'pl-emma', otp: other.otp, accountId: live.accountId },
      { childId: 'pl-emma', otp: childCode, accountId: live.accountId },
      { childId: 'pl-emma', otp: 'ABCDEFGHJKMN', accountId: live.accountId },
    ];
    for (const attempt of attempts) {
      const { status, json } = await post<ErrorBody>('/child', attempt);
      expect(status).toBe(401);
      expect(json.status.code).toBe('BP_401');
    }
  });

  it('answers 400 BP_400 when a field is missing', async () => {
    const { otp } = await parentLogin();
    expect((await post('/child', { childId: 'pl-emma', otp })).status).toBe(400);
  });
});
