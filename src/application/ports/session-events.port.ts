/**
 * How the HTTP adapter tells the application that the session is over
 * (refresh rejected, or a BP_403 signature failure): the auth session logs out.
 */
export interface SessionEvents {
  sessionExpired(): void;
}
