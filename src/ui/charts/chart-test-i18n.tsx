import type { ReactNode } from 'react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';

/** English with an empty catalog: macros fall back to their source text. */
export function withTestI18n(node: ReactNode) {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  return <I18nProvider i18n={i18n}>{node}</I18nProvider>;
}
