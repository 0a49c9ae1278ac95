import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from './breadcrumb';

/** Breadcrumb, the page's one h1, and optional actions on the right. */
export function PageHeader({ crumbs, title, actions }: { crumbs: readonly Crumb[]; title: string; actions?: ReactNode }) {
  return (
    <header className="page-header">
      <Breadcrumb crumbs={crumbs} />
      <div className="page-header__row">
        <h1>{title}</h1>
        {actions ? <div className="page-header__actions">{actions}</div> : null}
      </div>
    </header>
  );
}
