import type { ReactNode } from 'react';
import { LanguagePicker } from './language-picker';
import { PublicFrame } from './public-frame';

/** Public pages: no sidebar, just the brand and the language (docs/product-rules.md#public-layout). */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <PublicFrame picker={<LanguagePicker />} mainId="main">
      {children}
    </PublicFrame>
  );
}
