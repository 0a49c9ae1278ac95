import { Trans } from '@lingui/react/macro';

/** Shown while a page's code and texts arrive; it holds the space so nothing jumps. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="visually-hidden">
        <Trans>Loading</Trans>
      </span>
    </div>
  );
}
