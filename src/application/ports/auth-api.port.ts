import type { User } from '../../domain/account/user';
import type { AuthTokens } from './token-store.port';

export interface LoginResult extends AuthTokens {
  readonly email: string;
  readonly user: User;
}

/** POST /login and POST /logout (docs/product-rules.md#calls, docs/api.md#logout). */
export interface AuthApi {
  /** Failures reject with ApiError (BP_404 unknown email, BP_401 wrong password). */
  login(email: string, password: string): Promise<LoginResult>;
  /**
   * Asks the server to revoke the sign-in this refresh token belongs to (its whole family). Resolves once the
   * server agreed; rejects with ApiError on any other answer, none, or none within a short time-out: a server
   * without the route answers 404, 405 or 501, and the caller goes on signing out all the same.
   */
  logout(refreshToken: string): Promise<void>;
}
