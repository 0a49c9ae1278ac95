import { ApiError } from '../../domain/errors/api-error';
import type {
  ChildCodeRequest,
  IntegrationApi,
  IntegrationChild,
  IntegrationLogin,
} from '../../application/ports/integration-api.port';

const LOGIN_PATH = '/integration/user/authentication';
const CHILD_PATH = '/integration/user/authentication/child';

/**
 * What this adapter needs from the HTTP client: a POST on the integration base, without a
 * bearer token, that resolves to the answer's body and rejects with ApiError. The app passes
 * `new HttpClient({ baseUrl, auth: false })`. Both paths are patterns without parameters.
 */
export interface IntegrationTransport {
  post(pattern: typeof LOGIN_PATH | typeof CHILD_PATH, body: unknown): Promise<unknown>;
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/** Ids may come as numbers from a real backend; the app keeps them as strings. */
function readId(value: unknown): string | null {
  if (isText(value)) return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return null;
}

function badResponse(what: string): ApiError {
  return new ApiError('BAD_RESPONSE', `integration answer: ${what}`, 200);
}

function readData(body: unknown): JsonObject {
  if (!isObject(body) || !isObject(body.data)) throw badResponse('no data object');
  return body.data;
}

function readOtp(data: JsonObject): string {
  if (!isText(data.otp)) throw badResponse('otp missing');
  return data.otp;
}

function readChild(value: unknown): IntegrationChild {
  if (!isObject(value)) throw badResponse('child is not an object');
  const id = readId(value.id);
  if (id === null || typeof value.firstName !== 'string' || typeof value.lastName !== 'string') {
    throw badResponse('child needs id, firstName and lastName');
  }
  return { id, firstName: value.firstName, lastName: value.lastName };
}

/** `{data: {otp, accountId, children}}`; a missing or null children list means none. */
export function parseIntegrationLogin(body: unknown): IntegrationLogin {
  const data = readData(body);
  const accountId = readId(data.accountId);
  if (accountId === null) throw badResponse('accountId missing');
  const rawChildren = data.children ?? [];
  if (!Array.isArray(rawChildren)) throw badResponse('children is not a list');
  return { otp: readOtp(data), accountId, children: rawChildren.map(readChild) };
}

/** `{data: {otp}}` */
export function parseChildCode(body: unknown): string {
  return readOtp(readData(body));
}

/** The integration API over HTTP (docs/api.md "Integration API"); answers are checked here, at the boundary. */
export class HttpIntegrationApi implements IntegrationApi {
  constructor(private readonly http: IntegrationTransport) {}

  async authenticate(email: string, password: string): Promise<IntegrationLogin> {
    return parseIntegrationLogin(await this.http.post(LOGIN_PATH, { email, password }));
  }

  async authenticateChild(request: ChildCodeRequest): Promise<string> {
    const { childId, otp, accountId } = request;
    return parseChildCode(await this.http.post(CHILD_PATH, { childId, otp, accountId }));
  }
}
