import type { User } from '../../domain/account/user';
import type { AuthTokens } from './token-store.port';

export interface LoginResult extends AuthTokens {
  readonly email: string;
  readonly user: User;
}

/** POST /login (docs/product-rules.md#calls). Failures reject with ApiError (BP_404 unknown email, BP_401 wrong password). */
export interface AuthApi {
  login(email: string, password: string): Promise<LoginResult>;
}
