import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClock } from '../../clock';
import { DEMO_IDS } from '../../world/demo-world';
import type { SessionRecord } from '../../db/session-schemas';
import { TRIMMED_SESSION_SECONDS } from '../../world/sessions/showcase-sessions';
import { calendarHandlers } from '../calendar';
import { sessionDetailHandlers } from '../session-detail';
import { RESYNC_PROCESSING_SECONDS } from './activity-handlers';
import type { ActivityDto } from '../../../src/adapters/http/dto/activity.dto';
import type { AttachmentDto } from '../../../src/adapters/http/dto/activity-attachment.dto';
import type { SegmentDto } from '../../../src/adapters/http/dto/activity-segment.dto';
import type { ErrorBody } from '../respond';
import { call, liveSessionsOf, seedSessionTestWorld, tokenFor } from './session-test-world';

const server = setupServer(...calendarHandlers, ...sessionDetailHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const P = DEMO_IDS.players;
let alex: string;
let parent: string;
beforeEach(async () => {
  mockClock.setOffsetMs(0);
  await seedSessionTestWorld();
  alex = await tokenFor('player');
  parent = await tokenFor('parent');
});

const find = (playerId: string, predicate: (s: SessionRecord) => boolean): SessionRecord => {
  const found = liveSessionsOf(playerId).find(predicate);
  if (found === undefined) throw new Error('no such session');
  return found;
};
const processedGame = () => find(P.alex, (s) => s.dataStatus === 'PROCESSED' && s.type === 'GAME');
const json = (body: unknown) => [JSON.stringify(body), 'application/json'] as const;

describe('segments', () => {
  it('creates a segment with HR stats, lists it with each metric kind, deletes it', async () => {
    const session = processedGame();
    const created = await call<SegmentDto>(
      alex,
      'POST',
      `/web/player-activities/${session.id}/segments`,
      ...json({ name: ' Pressing ', startSec: 600, endSec: 900 }),
    );
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      name: 'Pressing',
      startSec: 600,
      endSec: 900,
      stats: { metricsType: 'HR', durationSeconds: 300 },
    });
    expect(Date.parse(created.json.startPoint) - session.startMs).toBe(600_000);
    for (const kind of ['HR', 'AP', 'DISTANCE', 'WORKLOAD'] as const) {
      const list = await call<SegmentDto[]>(
        alex,
        'GET',
        `/web/player-activities/${session.id}/segments?metricsType=${kind}`,
      );
      expect(list.status).toBe(200);
      const segment = list.json.find((s) => s.id === created.json.id);
      expect(segment?.stats?.metricsType).toBe(kind);
    }
    expect((await call(alex, 'GET', `/web/player-activities/${session.id}/segments?metricsType=SPEED`)).status).toBe(
      400,
    );
    expect(
      (await call(alex, 'DELETE', `/web/player-activities/${session.id}/segments/${created.json.id}`)).status,
    ).toBe(200);
    const after = await call<SegmentDto[]>(alex, 'GET', `/web/player-activities/${session.id}/segments?metricsType=HR`);
    expect(after.json.map((s) => s.id)).not.toContain(created.json.id);
    expect(
      (await call(alex, 'DELETE', `/web/player-activities/${session.id}/segments/${created.json.id}`)).status,
    ).toBe(404);
  });

  it.each([
    [{ name: 'x', startSec: 100, endSec: 109 }, 'SEGMENT_TOO_SHORT'],
    [{ name: 'x', startSec: 100, endSec: 100_000 }, 'SEGMENT_OUT_OF_SCOPE'],
    [{ name: 'x', startSec: 200, endSec: 100 }, 'SEGMENT_DATA_INVALID'],
    [{ name: 'x', startSec: -5, endSec: 100 }, 'SEGMENT_DATA_INVALID'],
    [{ name: 'x', startSec: 1.5, endSec: 100 }, 'SEGMENT_DATA_INVALID'],
    [{ name: '  ', startSec: 0, endSec: 100 }, 'SEGMENT_NAME_INVALID'],
  ])('refuses %j with 400 BP_400 %s', async (body, code) => {
    const answer = await call<ErrorBody>(
      alex,
      'POST',
      `/web/player-activities/${processedGame().id}/segments`,
      ...json(body),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.status).toEqual({ code: 'BP_400', desc: code });
  });

  it('scopes segments of a trimmed session to its first 4 h', async () => {
    const long = find(P.alex, (s) => s.durationSec === TRIMMED_SESSION_SECONDS);
    const path = `/web/player-activities/${long.id}/segments`;
    expect(
      (await call(alex, 'POST', path, ...json({ name: 'late', startSec: 4 * 3600 - 60, endSec: 4 * 3600 }))).status,
    ).toBe(201);
    const beyond = await call<ErrorBody>(
      alex,
      'POST',
      path,
      ...json({ name: 'too late', startSec: 4 * 3600, endSec: 4 * 3600 + 60 }),
    );
    expect(beyond.json.status.desc).toBe('SEGMENT_OUT_OF_SCOPE');
  });
});

describe('description', () => {
  it('stores up to 500 code points and refuses more', async () => {
    const session = processedGame();
    const path = `/web/player-activities/${session.id}/description`;
    const text = '🏃'.repeat(500);
    expect((await call(alex, 'PUT', path, text, 'text/plain')).status).toBe(200);
    expect(
      (await call<ActivityDto>(alex, 'GET', `/web/player-activities/${session.id}`)).json.playerActivityInfo
        .description,
    ).toBe(text);
    const tooLong = await call<ErrorBody>(alex, 'PUT', path, `${text}x`, 'text/plain');
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.status).toEqual({ code: 'BP_400', desc: 'DESCRIPTION_TOO_LONG' });
  });
});

describe('attachments', () => {
  it('uploads a file, adds a link with and without a name, deletes one', async () => {
    const session = processedGame();
    const path = `/web/player-activities/${session.id}/attachments`;
    const fileForm = new FormData();
    fileForm.set('file', new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    const file = await call<AttachmentDto>(alex, 'POST', path, fileForm);
    expect(file.status).toBe(201);
    expect(file.json).toMatchObject({ kind: 'file', fileName: 'notes.txt', sizeBytes: 5, description: 'notes.txt' });
    const linkForm = new FormData();
    linkForm.set('url', ' https://www.example.com/report ');
    linkForm.set('fileName', 'Report');
    const link = await call<AttachmentDto>(alex, 'POST', path, linkForm);
    expect(link.json).toMatchObject({
      kind: 'link',
      url: 'https://www.example.com/report',
      description: 'Report',
      sizeBytes: null,
    });
    const bare = new FormData();
    bare.set('url', 'http://example.com/x');
    expect((await call(alex, 'POST', path, bare)).json).toMatchObject({
      fileName: null,
      description: 'http://example.com/x',
    });
    const listed = (await call<ActivityDto>(alex, 'GET', `/web/player-activities/${session.id}`)).json
      .playerActivityInfo.attachments;
    expect(listed.map((a) => a.id)).toEqual(expect.arrayContaining([file.json.id, link.json.id]));
    expect((await call(alex, 'DELETE', `${path}/${file.json.id}`)).status).toBe(200);
    const after = (await call<ActivityDto>(alex, 'GET', `/web/player-activities/${session.id}`)).json.playerActivityInfo
      .attachments;
    expect(after.map((a) => a.id)).not.toContain(file.json.id);
    expect((await call(alex, 'DELETE', `${path}/${file.json.id}`)).status).toBe(404);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'ftp://example.com/a'])('refuses the link %s', async (url) => {
    const form = new FormData();
    form.set('url', url);
    const answer = await call<ErrorBody>(
      alex,
      'POST',
      `/web/player-activities/${processedGame().id}/attachments`,
      form,
    );
    expect(answer.status).toBe(400);
    expect(answer.json.status).toEqual({ code: 'BP_400', desc: 'LINK_NOT_HTTP' });
  });

  it('refuses a file over 10 MB with 413 BP_431', async () => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.bin'));
    const answer = await call<ErrorBody>(
      alex,
      'POST',
      `/web/player-activities/${processedGame().id}/attachments`,
      form,
    );
    expect(answer.status).toBe(413);
    expect(answer.json.status.code).toBe('BP_431');
  });
});

describe('resync', () => {
  it('lets the player resync a session they ran: processing, then processed', async () => {
    const failed = find(P.alex, (s) => s.dataStatus === 'FAILED' && !s.coachRun);
    const path = `/web/player-activities/${failed.id}`;
    expect((await call<ActivityDto>(alex, 'GET', path)).json.playerActivityInfo.canResync).toBe(true);
    expect((await call(alex, 'POST', `${path}/resync`)).status).toBe(200);
    expect((await call<ActivityDto>(alex, 'GET', path)).json.playerActivityInfo.dataStatus).toBe('NOT_PROCESSED');
    mockClock.advance(RESYNC_PROCESSING_SECONDS);
    const done = await call<ActivityDto>(alex, 'GET', path);
    expect(done.json.playerActivityInfo.dataStatus).toBe('PROCESSED');
    expect(done.json.playerActivitySummary).not.toBeNull();
  });

  it('lets a parent resync their child own-app session', async () => {
    const session = find(P.emma, (s) => !s.coachRun);
    expect((await call(parent, 'POST', `/web/player-activities/${session.id}/resync`)).status).toBe(200);
  });

  it('refuses a coach-run session to the player with 403 BP_403', async () => {
    const coachRun = find(P.alex, (s) => s.coachRun);
    expect(
      (await call<ActivityDto>(alex, 'GET', `/web/player-activities/${coachRun.id}`)).json.playerActivityInfo.canResync,
    ).toBe(false);
    const answer = await call<ErrorBody>(alex, 'POST', `/web/player-activities/${coachRun.id}/resync`);
    expect(answer.status).toBe(403);
    expect(answer.json.status.code).toBe('BP_403');
  });

  it("refuses another player's session with 403", async () => {
    const other = find(P.emma, (s) => !s.coachRun);
    expect((await call(alex, 'POST', `/web/player-activities/${other.id}/resync`)).status).toBe(403);
  });
});
