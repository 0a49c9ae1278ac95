/** A child listed in the integration login answer (docs/product-rules.md#integration-answer). */
export interface IntegrationChild {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** The answer to an integration login: a one-time code for the account and, for a parent, its children. */
export interface IntegrationLogin {
  readonly otp: string;
  readonly accountId: string;
  readonly children: readonly IntegrationChild[];
}

export interface ChildCodeRequest {
  readonly childId: string;
  /** The parent's one-time code from the login answer. */
  readonly otp: string;
  readonly accountId: string;
}

/**
 * The integration API (docs/product-rules.md#calls, docs/api.md). No bearer token: the site is public.
 * Failures reject with ApiError (BP_401 invalid credentials or spent code, BP_403 not your child).
 */
export interface IntegrationApi {
  /** POST /integration/user/authentication */
  authenticate(email: string, password: string): Promise<IntegrationLogin>;
  /** POST /integration/user/authentication/child: answers the child's one-time code. */
  authenticateChild(request: ChildCodeRequest): Promise<string>;
}
