import { Component, use, useState, type ReactNode } from 'react';
import { ensureCatalog } from '../app/locale-loader';
import { FeatureGate } from '../app/service-context';
import { loadRecordsCatalog } from './records-catalog';

/** Shows nothing instead of its children once they broke: a record note is never worth the page it sits on. */
class QuietBoundary extends Component<{ readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

function WithCatalog({ children }: { readonly children: ReactNode }) {
  const [catalog] = useState(() => ensureCatalog(loadRecordsCatalog));
  use(catalog);
  return <>{children}</>;
}

/**
 * What a record note needs on another feature's page (the session page, the calendar, the
 * dashboard): the records' bindings (the app-wide store) and their catalog, loaded on first use.
 * Until then, and if either fails to load, the note is simply not there; the root still reports a
 * failure (docs/architecture.md#error-reporting).
 */
export function RecordsGate({ children }: { readonly children: ReactNode }) {
  return (
    <QuietBoundary>
      <FeatureGate feature="records" fallback={null}>
        <WithCatalog>{children}</WithCatalog>
      </FeatureGate>
    </QuietBoundary>
  );
}
