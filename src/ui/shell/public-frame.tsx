import type { ReactNode } from 'react';
import { Logo } from '../components/logo';

interface PublicFrameProps {
  /** The language picker of the bar. */
  readonly picker: ReactNode;
  /** The main landmark's id (the skip link's target); none for index.html's copy of the login card. */
  readonly mainId?: string;
  readonly children: ReactNode;
}

/**
 * The public pages' frame (docs/product-rules.md#public-layout): the brand and the language picker above the page.
 * Reads no service, so the build draws index.html's login card with it (docs/architecture.md#the-first-paint).
 */
export function PublicFrame({ picker, mainId, children }: PublicFrameProps) {
  return (
    <div className="public">
      <header className="public__bar">
        <Logo />
        {picker}
      </header>
      <main id={mainId} className="public__main">
        {children}
      </main>
    </div>
  );
}
