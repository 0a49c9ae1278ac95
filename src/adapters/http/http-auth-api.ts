import type { AuthApi, LoginResult } from '../../application/ports/auth-api.port';
import { readLoginResponse } from './dto/login-response.dto';
import type { HttpClient } from './http-client';
import { toUser } from './mappers/to-user.mapper';

/** AuthApi over the player API (docs/product-rules.md#calls, docs/api.md). */
export class HttpAuthApi implements AuthApi {
  constructor(private readonly client: HttpClient) {}

  async login(email: string, password: string): Promise<LoginResult> {
    const dto = readLoginResponse(await this.client.post('/login', { email, password }));
    return {
      accessToken: dto.accessToken,
      refreshToken: dto.refreshToken,
      email: dto.email,
      user: toUser(dto.userDetails),
    };
  }
}
