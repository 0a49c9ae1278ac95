import { DEMO_PASSWORD } from '../world/demo-world';
import { MOCK_API_BASE } from '../node';

/** Plain-fetch calls against the msw/node mock backend, for tests. */

export interface CallResult<T = unknown> {
  readonly status: number;
  readonly body: T;
}

export interface ErrorEnvelope {
  readonly status: { readonly code: string; readonly desc: string };
}

export interface LoginBody {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly email: string;
  readonly userDetails: { readonly accountId: string; readonly playerId: string } & Record<string, unknown>;
}

export async function callApi<T = unknown>(
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token !== undefined) headers['authorization'] = `Bearer ${options.token}`;
  const response = await fetch(`${MOCK_API_BASE}${path}`, {
    method,
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? null : JSON.parse(text)) as T };
}

/** Logs in a demo account (password `demo-pass-1`) and returns the login answer. */
export async function loginAs(email: string): Promise<LoginBody> {
  const result = await callApi<LoginBody>('POST', '/login', { body: { email, password: DEMO_PASSWORD } });
  if (result.status !== 200) throw new Error(`login ${email} answered ${result.status}`);
  return result.body;
}
