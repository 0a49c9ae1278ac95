import type { ReactNode } from 'react';
import { Logo } from '../components/logo';
import { LanguagePicker } from './language-picker';

/** Public pages: no sidebar, just the brand and the language (docs/product-rules.md#public-layout). */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="public">
      <header className="public__bar">
        <Logo />
        <LanguagePicker />
      </header>
      <main id="main" className="public__main">
        {children}
      </main>
    </div>
  );
}
