import { http, type HttpHandler } from 'msw';
import { mockClock } from '../clock';
import { db } from '../db/mock-db';
import { findAccountByEmail, toUser } from '../db/account-queries';
import { issueTokenPair, pruneTokens, rotateRefreshToken } from '../db/token-ledger';
import { jsonResponse, readJsonObject, rejectWith, requireString } from './respond';

/** POST /login and POST /refresh (docs/api.md#calls). */

export const authHandlers: HttpHandler[] = [
  http.post('*/api/login', async ({ request }) => {
    const body = await readJsonObject(request);
    const email = requireString(body, 'email');
    const password = requireString(body, 'password');
    const account = findAccountByEmail(db, email);
    if (account === undefined) return rejectWith(404, 'BP_404', 'Email address not registered in the system.');
    if (account.password !== password) return rejectWith(401, 'BP_401', 'Incorrect password.');
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
];
