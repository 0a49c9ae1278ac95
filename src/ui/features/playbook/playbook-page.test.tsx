// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as enMessages } from './locales/en.po';
import { messages as frMessages } from './locales/fr.po';
import { PlaybookPage } from './playbook-page';
import { PLAYBOOK_TOPICS, type PlaybookTopic } from './playbook-topics';

afterEach(cleanup);

function renderTopic(topic: PlaybookTopic, locale: 'en' | 'fr', messages: Messages) {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages });
  return render(
    <I18nProvider i18n={i18n}>
      <PlaybookPage params={{ topic }} crumbs={[]} title="" />
    </I18nProvider>,
  );
}

const EN_TITLES: Record<PlaybookTopic, string> = {
  'getting-started': 'Getting started',
  'reading-data': 'Reading your data',
  'doing-more': 'Doing more',
  troubleshooting: 'Troubleshooting',
};

const FR_TITLES: Record<PlaybookTopic, string> = {
  'getting-started': 'Premiers pas',
  'reading-data': 'Lire vos données',
  'doing-more': 'Aller plus loin',
  troubleshooting: 'Dépannage',
};

describe('PlaybookPage', () => {
  it.each(PLAYBOOK_TOPICS)('renders the %s title as the only h1 in English', (topic) => {
    renderTopic(topic, 'en', enMessages);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings.map((h) => h.textContent)).toEqual([EN_TITLES[topic]]);
  });

  it.each(PLAYBOOK_TOPICS)('renders the %s title and navigation in French', (topic) => {
    renderTopic(topic, 'fr', frMessages);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(FR_TITLES[topic]);
    expect(screen.getByRole('navigation', { name: 'Sur cette page' })).toBeTruthy();
  });

  it.each(PLAYBOOK_TOPICS)('links every "On this page" entry of %s to a section with an h2', (topic) => {
    const { container } = renderTopic(topic, 'en', enMessages);
    const links = within(screen.getByRole('navigation', { name: 'On this page' })).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      const section = container.querySelector(`section[id="${id}"]`);
      expect(section?.querySelector('h2')?.textContent).toBe(link.textContent);
    }
  });

  it('links each topic to the next one and the previous one', () => {
    renderTopic('reading-data', 'en', enMessages);
    const pager = screen.getByRole('navigation', { name: 'Playbook topics' });
    const hrefs = within(pager)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Previous topicGetting started', '/playbook/getting-started'],
      ['Next topicDoing more', '/playbook/doing-more'],
    ]);
  });

  it('offers no next topic on the last topic', () => {
    renderTopic('troubleshooting', 'fr', frMessages);
    const pager = screen.getByRole('navigation', { name: 'Sujets du guide' });
    expect(
      within(pager)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/playbook/doing-more']);
  });

  it('explains every data state on the troubleshooting page', () => {
    renderTopic('troubleshooting', 'en', enMessages);
    const states = Array.from(document.querySelectorAll('dt'), (dt) => dt.textContent);
    expect(states).toEqual([
      'Missing or invalid data',
      'Not synced, from your own app',
      'Not synced, in a coach-run session',
      'Being processed',
      'Failed',
      'Belt not worn',
      'Too long',
    ]);
  });
});

describe('French playbook catalog', () => {
  it('has a translation for every message', () => {
    const po = readFileSync(resolve(process.cwd(), 'src/ui/features/playbook/locales/fr.po'), 'utf-8');
    const entries = po.split('\n\n').filter((block) => /^msgid ".+"$/m.test(block));
    expect(entries.length).toBeGreaterThan(100);
    const untranslated = entries.filter((block) => /^msgstr ""$/m.test(block));
    expect(untranslated).toEqual([]);
  });
});
