import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from './breadcrumb';
import { usePageTitle } from './page-title';

/**
 * Breadcrumb, the page's one h1, optional actions on the right and an optional line under the
 * title (the session page's date). The title also names the tab, and the h1 can take the focus a
 * navigation moves to it (navigation-effects.tsx).
 */
export function PageHeader({
  crumbs,
  title,
  actions,
  subtitle,
}: {
  crumbs: readonly Crumb[];
  title: string;
  actions?: ReactNode;
  subtitle?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <header className="page-header">
      <Breadcrumb crumbs={crumbs} />
      <div className="page-header__row">
        <h1 tabIndex={-1}>{title}</h1>
        {actions ? <div className="page-header__actions">{actions}</div> : null}
      </div>
      {subtitle ? <p className="page-header__subtitle">{subtitle}</p> : null}
    </header>
  );
}
