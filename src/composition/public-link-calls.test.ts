import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LINKS_TOKENS } from '../application/account-links/account-links.tokens';
import { APP_TOKENS } from '../application/app.tokens';
import type { SignUpPayload } from '../application/ports/sign-up-api.port';
import { SIGN_UP_TOKENS } from '../application/sign-up/sign-up.tokens';
import { PORT_TOKENS } from './port.tokens';
import { signedInApp } from './signed-in-app.test-support';
import { FEATURES } from '../ui/routing/feature-list';

/**
 * The public link calls as the app wires them (docs/api-account.md, "Public calls: no bearer token"):
 * a signed-in visitor who opens an email link sends none of the account's credentials, and a signature
 * refusal on a link leaves the account signed in.
 */

const BASE = 'http://api.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** One answer every link call can read: each DTO picks its own fields. */
const ANY_LINK_ANSWER = {
  email: 'kim.lee@example.com',
  type: 'SESSION_SUMMARY',
  subscribed: true,
  firstName: 'Kim',
  lastName: 'Lee',
  teamName: 'Harbour FC',
  child: false,
  registered: false,
  status: 'ACTIVE',
  childFirstName: 'Sam',
  childLastName: 'Lee',
  parentEmail: 'kim.lee@example.com',
  organization: 'Harbour',
};

interface SeenRequest {
  readonly call: string;
  readonly authorization: string | null;
  readonly credentials: RequestCredentials;
}

async function linkCallingApp() {
  const resolver = await signedInApp(BASE, FEATURES, ['sign-up', 'account-links']);
  return {
    session: resolver.get(APP_TOKENS.AuthSession),
    tokens: resolver.get(PORT_TOKENS.TokenStore),
    signUp: resolver.get(SIGN_UP_TOKENS.SignUpApi),
    links: resolver.get(ACCOUNT_LINKS_TOKENS.AccountLinksApi),
  };
}

function recordEveryCall(answer: () => Response = () => HttpResponse.json(ANY_LINK_ANSWER)): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.use(
    http.all(`${BASE}/*`, ({ request }) => {
      seen.push({
        call: `${request.method} ${new URL(request.url).pathname}`,
        authorization: request.headers.get('authorization'),
        credentials: request.credentials,
      });
      return answer();
    }),
  );
  return seen;
}

const PAYLOAD: SignUpPayload = {
  firstName: 'Kim',
  lastName: 'Lee',
  email: 'kim.lee@example.com',
  password: 'demo-pass-1',
  birthDate: '1990-04-02',
  phoneCountryCode: '',
  phoneNumber: '',
  heightCm: '',
  weightKg: '',
  parent: null,
};

describe('the public link calls of a signed-in visitor', () => {
  it('send no bearer token and no cookies, on every sign-up and email-link call', async () => {
    const app = await linkCallingApp();
    expect(app.tokens.getAccessToken()).toBe('kim-access');
    const seen = recordEveryCall();

    await app.signUp.getInvitation('t');
    await app.signUp.isInvitedEmailRegistered('t');
    await app.signUp.signUp('t', PAYLOAD);
    await app.signUp.confirmEmail('t');
    await app.signUp.getChildConfirmation('t');
    await app.signUp.confirmChild('t');
    await app.signUp.getOrganizationInvite('t');
    await app.signUp.acceptOrganizationInvite('t');
    await app.links.requestPasswordReset('kim.lee@example.com');
    await app.links.checkPasswordReset('t');
    await app.links.resetPassword('t', 'new-pass-22');
    await app.links.confirmEmailChange('t');
    await app.links.confirmAdditionalEmail('t');
    await app.links.getSubscription('t', 'SESSION_SUMMARY');
    await app.links.updateSubscription('t', 'SESSION_SUMMARY', false);

    expect(seen.map((request) => request.call)).toEqual([
      'GET /api/player-sign-up/t',
      'GET /api/player-sign-up/email-check/t',
      'POST /api/player-sign-up/t',
      'GET /api/player-sign-up/email-confirm/t',
      'GET /api/player-sign-up/child-confirmation/t',
      'PUT /api/player-sign-up/child-confirmation/t',
      'GET /api/player-sign-up/organization-invite/t',
      'PUT /api/player-sign-up/organization-invite/t',
      'POST /api/password_reset',
      'GET /api/password_reset/t',
      'PUT /api/password_reset/t',
      'PUT /api/account/email-change-confirmation/t',
      'GET /api/player-additional-email/email-confirm/t',
      'GET /api/subscriptions/t',
      'PATCH /api/subscriptions/t',
    ]);
    expect(seen.filter((request) => request.authorization !== null)).toEqual([]);
    expect(seen.filter((request) => request.credentials !== 'omit')).toEqual([]);
  });

  it('leave the account signed in when a link is answered with a signature refusal', async () => {
    const app = await linkCallingApp();
    const seen = recordEveryCall(() =>
      HttpResponse.json({ status: { code: 'BP_403', desc: 'JWT signature does not match' } }, { status: 401 }),
    );

    await expect(app.signUp.getOrganizationInvite('t')).rejects.toMatchObject({ code: 'BP_403', httpStatus: 401 });
    await expect(app.links.confirmEmailChange('t')).rejects.toMatchObject({ code: 'BP_403', httpStatus: 401 });

    expect(seen.map((request) => request.call)).toEqual([
      'GET /api/player-sign-up/organization-invite/t',
      'PUT /api/account/email-change-confirmation/t',
    ]);
    expect(app.session.isLoggedIn).toBe(true);
    expect(app.tokens.getAccessToken()).toBe('kim-access');
  });
});
