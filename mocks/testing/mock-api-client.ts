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

export interface CallOptions {
  /** Sent as JSON. */
  readonly body?: unknown;
  /** Sent as multipart form data (fetch sets the content type). */
  readonly form?: FormData;
  /** Sent as text/plain. */
  readonly text?: string;
  readonly token?: string;
}

function requestBody(options: CallOptions, headers: Record<string, string>): BodyInit | null {
  if (options.form !== undefined) return options.form;
  if (options.text !== undefined) {
    headers['content-type'] = 'text/plain';
    return options.text;
  }
  if (options.body === undefined) return null;
  headers['content-type'] = 'application/json';
  return JSON.stringify(options.body);
}

export async function callApi<T = unknown>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers['authorization'] = `Bearer ${options.token}`;
  const body = requestBody(options, headers);
  const response = await fetch(`${MOCK_API_BASE}${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? null : JSON.parse(text)) as T };
}

/** Logs in an account (by default with the demo password `demo-pass-1`) and returns the login answer. */
export async function loginAs(email: string, password: string = DEMO_PASSWORD): Promise<LoginBody> {
  const result = await callApi<LoginBody>('POST', '/login', { body: { email, password } });
  if (result.status !== 200) throw new Error(`login ${email} answered ${result.status}`);
  return result.body;
}

/** What the error envelope says: `[httpStatus, code, desc]`. */
export function errorOf(result: CallResult): [number, string, string] {
  const body = result.body as Partial<ErrorEnvelope> | null;
  return [result.status, body?.status?.code ?? '', body?.status?.desc ?? ''];
}

export interface OutboxMail {
  readonly id: string;
  readonly kind: string;
  readonly to: string;
  readonly subject: string;
  readonly link: string;
  readonly sentAt: number;
}

/** The outbox, newest last. */
export async function readOutbox(): Promise<OutboxMail[]> {
  return (await callApi<OutboxMail[]>('GET', '/__mock/outbox')).body;
}

/** The token of the newest mail of this kind to this address (fails the test when there is none). */
export async function lastMailToken(kind: string, to: string): Promise<string> {
  const mail = (await readOutbox()).filter((candidate) => candidate.kind === kind && candidate.to === to).at(-1);
  if (mail === undefined) throw new Error(`no ${kind} mail to ${to}`);
  return mail.link.split('/').at(-1) ?? '';
}
