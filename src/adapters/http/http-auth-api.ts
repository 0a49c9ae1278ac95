import type { AuthApi, LoginResult } from '../../application/ports/auth-api.port';
import { readLoginResponse } from './dto/login-response.dto';
import type { HttpClient, PublicHttpClient } from './http-client';
import { toUser } from './mappers/to-user.mapper';

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
    const dto = readLoginResponse(await this.client.post('/login', { email, password }));
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
