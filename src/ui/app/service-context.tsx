import { Suspense, createContext, use, useContext, useState, type ReactNode } from 'react';
import type { ServiceResolver, ServiceToken } from '../../application/service-token';

const ServiceContext = createContext<ServiceResolver | null>(null);

export function ServiceProvider({ resolver, children }: { resolver: ServiceResolver; children: ReactNode }) {
  return <ServiceContext.Provider value={resolver}>{children}</ServiceContext.Provider>;
}

function useResolver(): ServiceResolver {
  const resolver = useContext(ServiceContext);
  if (!resolver) throw new Error('ServiceProvider is missing');
  return resolver;
}

/** An app-wide service (singleton binding). */
export function useService<T>(token: ServiceToken<T>): T {
  return useResolver().get(token);
}

/** A view-model resolved once per mount of the calling component (docs/architecture.md#state). */
export function useViewModel<T>(token: ServiceToken<T>): T {
  const resolver = useResolver();
  const [viewModel] = useState(() => resolver.get(token));
  return viewModel;
}

/**
 * Renders its children once the feature's services are bound, and `fallback` until then (the
 * children may suspend too: a lazy page shares the fallback). The gate holds its load for as long
 * as it is mounted, so that a failed load reaches the error boundary above rather than starting
 * again on every render; the boundary's Try again mounts the gate again, and the resolver, which
 * forgets a failed load, loads the bindings again.
 */
export function FeatureGate({
  feature,
  fallback,
  children,
}: {
  feature: string;
  fallback: ReactNode;
  children: ReactNode;
}) {
  const resolver = useResolver();
  const [binding] = useState(() => resolver.load(feature));
  return (
    <Suspense fallback={fallback}>
      <Bound binding={binding}>{children}</Bound>
    </Suspense>
  );
}

function Bound({ binding, children }: { binding: Promise<void>; children: ReactNode }) {
  use(binding);
  return <>{children}</>;
}
