import { createContext, use, useContext, useState, type ReactNode } from 'react';
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

/** Renders its children once the feature's services are bound (suspends until then). */
export function FeatureGate({ feature, children }: { feature: string; children: ReactNode }) {
  use(useResolver().load(feature));
  return <>{children}</>;
}
