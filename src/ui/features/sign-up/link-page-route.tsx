import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import type { LinkPageViewModel } from '../../../application/sign-up/link-page.view-model';
import { ErrorState } from '../../components/error-state';
import { LinkPageLoading } from './link-state-card';

interface LinkPageProps<T> {
  readonly vm: LinkPageViewModel<T>;
  readonly token: string;
  readonly title: string;
  /** What the placeholder says while the link is checked. */
  readonly loadingLabel: string;
  /** The page for every other phase (ready, done, the link's problems). */
  readonly children: (details: T | null) => ReactNode;
}

/** The frame of a link page: loads the token, shows the placeholder and the retry, then the page's own states. */
function LinkPageFrame<T>({ vm, token, title, loadingLabel, children }: LinkPageProps<T>) {
  useEffect(() => {
    void vm.load(token);
  }, [vm, token]);
  if (vm.phase === 'loading') return <LinkPageLoading label={loadingLabel} />;
  if (vm.phase === 'load-failed') {
    return (
      <section className="auth-card link-state" aria-labelledby="link-page-title">
        <h1 id="link-page-title">{title}</h1>
        <ErrorState code="TRY_AGAIN_LATER" onRetry={() => void vm.retry()} className="link-state__error" />
      </section>
    );
  }
  return <>{children(vm.details)}</>;
}

export const LinkPage = observer(LinkPageFrame) as typeof LinkPageFrame;
