/** What ./dto/user-checks.ts exports: class-validator and the user's DTOs, loaded on first use. */
export type UserChecks = typeof import('./dto/user-checks');

let loaded: UserChecks | null = null;
let loading: Promise<UserChecks> | null = null;

/**
 * Loads the user's checks (docs/architecture.md#http-client): a call that needs them starts the load with its request,
 * so the answer and its check arrive together, and /login's first download goes without class-validator. A failed
 * load is forgotten: the next call loads them again.
 */
export function loadUserChecks(): Promise<UserChecks> {
  loading ??= import('./dto/user-checks').then(
    (checks) => (loaded = checks),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The user's checks once loaded; reading a stored user before they are is a wiring mistake. */
export function loadedUserChecks(): UserChecks {
  if (loaded === null) throw new Error('The user checks are read before they were loaded (loadUserChecks)');
  return loaded;
}

/** Null once the checks are loaded, else the load to wait for. */
export function userChecksPending(): Promise<unknown> | null {
  return loaded === null ? loadUserChecks() : null;
}
