import 'reflect-metadata';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { messages } from './ui/locales/en/messages.po';

i18n.load('en', messages);
i18n.activate('en');
createRoot(document.getElementById('root')!).render(
  <I18nProvider i18n={i18n}><p><Trans>Hello Pulseboard</Trans></p></I18nProvider>,
);
