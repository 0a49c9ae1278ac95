import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';

export interface Crumb {
  readonly label: string;
  readonly href?: string;
}

/** The trail above a page title; the last crumb is the current page. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useLingui();
  return (
    <nav className="breadcrumb" aria-label={t`Breadcrumb`}>
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.label}`}>
              {crumb.href && !last ? (
                <Link href={crumb.href}>{crumb.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
