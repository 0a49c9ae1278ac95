import type { HttpClient, PublicHttpClient } from '../adapters/http/http-client';
import type { AccountApi } from '../application/ports/account-api.port';
import type { AccountStore } from '../application/ports/account-store.port';
import type { AuthApi } from '../application/ports/auth-api.port';
import type { FileDownload } from '../application/ports/file-download.port';
import type { KeyValueStore } from '../application/ports/key-value-store.port';
import type { TokenStore } from '../application/ports/token-store.port';
import { serviceToken } from '../application/service-token';

/** Ports bound by the composition root and the feature bindings; tests rebind them to fakes. */
export const PORT_TOKENS = {
  KeyValueStore: serviceToken<KeyValueStore>('KeyValueStore'),
  TokenStore: serviceToken<TokenStore>('TokenStore'),
  AccountStore: serviceToken<AccountStore>('AccountStore'),
  HttpClient: serviceToken<HttpClient>('HttpClient'),
  /** The player API without credentials: the public link pages (docs/api-account.md). */
  PublicHttpClient: serviceToken<PublicHttpClient>('PublicHttpClient'),
  AuthApi: serviceToken<AuthApi>('AuthApi'),
  AccountApi: serviceToken<AccountApi>('AccountApi'),
  /** Bound by the first feature that saves files (session detail, file page), not on /login. */
  FileDownload: serviceToken<FileDownload>('FileDownload'),
} as const;
