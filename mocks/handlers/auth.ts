import { http, type HttpHandler } from 'msw';
import { mockClock } from '../clock';
import { db } from '../db/mock-db';
import { findAccountByEmail, toUser } from '../db/account-queries';
import { digestToken, passwordMatches } from '../db/secrets';
import { issueTokenPair, pruneTokens, revokeRefreshTokenFamily, rotateRefreshToken } from '../db/token-ledger';
import { readBearerToken } from './auth-guard';
import { jsonResponse, readJsonObject, rejectWith, requireString } from './respond';

/** POST /login, POST /refresh and POST /logout (docs/api.md#calls, docs/api.md#logout). */

export const authHandlers: HttpHandler[] = [
  /**
   * Answers nothing: it works out the digest of the request's bearer token, so that the synchronous check of
   * every protected handler after it (auth-guard.ts) finds the token's record, which is stored under that
   * digest (mocks/db/secrets.ts). It must come before any handler that authenticates.
   */
  http.all('*/api/*', async ({ request }) => {
    const token = readBearerToken(request);
    if (token !== null) await digestToken(token);
    return undefined;
  }),

  http.post('*/api/login', async ({ request }) => {
    const body = await readJsonObject(request);
    const email = requireString(body, 'email');
    const password = requireString(body, 'password');
    const account = findAccountByEmail(db, email);
    if (account === undefined) return rejectWith(404, 'BP_404', 'Email address not registered in the system.');
    if (!(await passwordMatches(account.password, password))) return rejectWith(401, 'BP_401', 'Incorrect password.');
    const now = mockClock.now();
    pruneTokens(db, now);
    const tokens = await issueTokenPair(db, account.id, now);
    return jsonResponse({ ...tokens, email: account.email, userDetails: toUser(db, account) });
  }),

  http.post('*/api/refresh', async ({ request }) => {
    const body = await readJsonObject(request);
    const refreshToken = requireString(body, 'refreshToken');
    const result = await rotateRefreshToken(db, refreshToken, mockClock.now());
    if (!result.ok) {
      const desc = {
        unknown: 'Unknown refresh token',
        expired: 'Refresh token expired',
        revoked: 'Refresh token revoked',
        reused: 'Refresh token already used; the session is revoked',
      }[result.reason];
      return rejectWith(401, 'BP_401', desc);
    }
    return jsonResponse(result.tokens);
  }),

  /**
   * Our extension: revokes the sign-in of this refresh token (its whole family: every refresh token and access
   * token descended from the same login). No bearer token needed: the refresh token is the proof. Answers `{}`
   * whether or not there was anything left to revoke, so it tells nobody which tokens exist.
   */
  http.post('*/api/logout', async ({ request }) => {
    const body = await readJsonObject(request);
    await revokeRefreshTokenFamily(db, requireString(body, 'refreshToken'));
    return jsonResponse({});
  }),
];
