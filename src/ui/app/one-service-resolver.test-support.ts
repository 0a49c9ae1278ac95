import type { ServiceResolver, ServiceToken } from '../../application/service-token';

/** A resolver holding one service (a stand-in the test shapes): any other token is a mistake of the test. */
export function oneServiceResolver<S>(token: ServiceToken<S>, service: S): ServiceResolver {
  return {
    get: <T>(asked: ServiceToken<T>): T => {
      if (asked !== token) throw new Error(`no ${String(asked)} in this test`);
      return service as unknown as T;
    },
    load: () => Promise.resolve(),
  };
}
