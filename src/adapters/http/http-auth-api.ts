import type { AuthApi, LoginResult } from '../../application/ports/auth-api.port';
import type { HttpClient, PublicHttpClient } from './http-client';
import { loadUserChecks } from './user-checks-loader';

/** How long a logout waits for the server's revocation before the app stops listening (docs/api.md#logout). */
export const LOGOUT_TIMEOUT_MS = 3_000;

/** AuthApi over the player API (docs/product-rules.md#calls, docs/api.md). */
export class HttpAuthApi implements AuthApi {
  /**
   * `publicClient` sends the logout: no bearer token (the refresh token in the body is the proof), no refresh
   * of an expired access token first, and nothing the sign-out that follows can abort.
   */
  constructor(
    private readonly client: HttpClient,
    private readonly publicClient: PublicHttpClient,
  ) {}

  async login(email: string, password: string): Promise<LoginResult> {
    // The answer's check loads with the request (class-validator is not in /login's first download).
    const [answer, { readLoginResponse, toUser }] = await Promise.all([
      this.client.post('/login', { email, password }),
      loadUserChecks(),
    ]);
    const dto = readLoginResponse(answer);
    return {
      accessToken: dto.accessToken,
      refreshToken: dto.refreshToken,
      email: dto.email,
      user: toUser(dto.userDetails),
    };
  }

  async logout(refreshToken: string): Promise<void> {
    await this.publicClient.post('/logout', { refreshToken }, { timeoutMs: LOGOUT_TIMEOUT_MS });
  }
}
