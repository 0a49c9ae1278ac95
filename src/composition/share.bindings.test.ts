import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_TOKENS } from '../application/share/share.tokens';
import { signedInApp } from './signed-in-app.test-support';
import { FEATURES } from '../ui/routing/feature-list';

/**
 * Sharing a session as the app wires it (docs/api-sessions.md#shared-sessions): the session page's
 * share calls go as the signed-in account, and a shared link's public read goes without any of the
 * visitor's credentials, even when the visitor is signed in.
 */

const BASE = 'http://api.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SHARED = {
  title: 'League match',
  type: 'GAME',
  startTime: '2026-03-07T17:00:00.000Z',
  startDay: '2026-03-07',
  durationSeconds: 3600,
  analysedSeconds: 3600,
  tooLong: false,
  trimmed: false,
  dataStatus: 'FAILED',
  summary: null,
};

async function sharingApp() {
  const resolver = await signedInApp(BASE, FEATURES, ['session-detail', 'share']);
  return {
    shareApi: resolver.get(SHARE_TOKENS.SessionShareApi),
    sharedApi: resolver.get(SHARE_TOKENS.SharedSessionApi),
  };
}

interface SeenRequest {
  readonly call: string;
  readonly authorization: string | null;
  readonly credentials: RequestCredentials;
}

function recordEveryCall(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.use(
    http.all(`${BASE}/*`, ({ request }) => {
      seen.push({
        call: `${request.method} ${new URL(request.url).pathname}`,
        authorization: request.headers.get('authorization'),
        credentials: request.credentials,
      });
      const path = new URL(request.url).pathname;
      if (path.endsWith('/timeline')) {
        return HttpResponse.json({
          metric: 'AP',
          startOffsetSeconds: 0,
          endOffsetSeconds: 60,
          stepSeconds: 60,
          t: [],
          min: [],
          max: [],
          hrmax: null,
          apThreshold: 1,
        });
      }
      return HttpResponse.json(path.startsWith('/api/public/') ? SHARED : { token: 'tok-1' });
    }),
  );
  return seen;
}

describe('the share calls of a signed-in visitor', () => {
  it('share and stop sharing as the account, and read a shared link with no credentials at all', async () => {
    const app = await sharingApp();
    const seen = recordEveryCall();

    await app.shareApi.share('pa-1');
    await app.shareApi.stopSharing('pa-1');
    await app.sharedApi.getSharedSession('tok-1');
    await app.sharedApi.getSharedTimeline('tok-1', {
      startOffsetSeconds: 0,
      endOffsetSeconds: 60,
      timeInterval: 60,
      chartMetricsType: 'AP',
    });

    expect(seen.map(({ call, authorization }) => [call, authorization])).toEqual([
      ['POST /api/web/player-activities/pa-1/share', 'Bearer kim-access'],
      ['DELETE /api/web/player-activities/pa-1/share', 'Bearer kim-access'],
      ['GET /api/public/shared-sessions/tok-1', null],
      ['GET /api/public/shared-sessions/tok-1/timeline', null],
    ]);
    expect(seen.slice(2).map((request) => request.credentials)).toEqual(['omit', 'omit']);
  });
});
