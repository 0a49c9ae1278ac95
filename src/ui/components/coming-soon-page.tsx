import { Trans } from '@lingui/react/macro';
import { PageHeader } from './page-header';
import type { Crumb } from './breadcrumb';

/** A page whose feature a later issue builds: its place, title and an honest sentence. */
export function ComingSoonPage({ title, crumbs }: { title: string; crumbs: readonly Crumb[] }) {
  return (
    <div className="page">
      <PageHeader crumbs={crumbs} title={title} />
      <div className="card card--empty">
        <p>
          <Trans>This page is coming soon. We are building it now.</Trans>
        </p>
      </div>
    </div>
  );
}
