import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../domain/account/user';
import { PLAYBOOK_TOPICS } from '../features/playbook/playbook-topics';
import type { Feature, RouteParams } from './feature';
import { FEATURES } from './feature-list';
import { routeTitleOf } from './route-title';

/** Every route of both sites with the parameters it is opened with: each playbook topic, a token or an id elsewhere. */
const OPENED_ROUTES = FEATURES.flatMap((feature) =>
  feature.routes.flatMap((route) => {
    const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
    const params: RouteParams[] = names.includes('topic')
      ? PLAYBOOK_TOPICS.map((topic) => ({ topic }))
      : [Object.fromEntries(names.map((name) => [name, 'a1b2c3']))];
    return params.map((p) => ({ feature, route, params: p, label: `${route.path} ${JSON.stringify(p)}` }));
  }),
);

async function catalogOf(feature: Feature, locale: Locale): Promise<Messages> {
  const parts = await Promise.all((feature.catalogs ?? []).map((load) => load(locale)));
  return Object.assign({}, ...parts) as Messages;
}

async function titleIn(
  feature: Feature,
  locale: Locale,
  params: RouteParams,
  route: Feature['routes'][number],
): Promise<string> {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: await catalogOf(feature, locale) });
  return i18n._(routeTitleOf(route, params));
}

describe('the title of every route', () => {
  it('covers every route of both sites', () => {
    const paths = new Set(OPENED_ROUTES.map(({ route }) => route.path));
    expect(paths).toEqual(new Set(FEATURES.flatMap((feature) => feature.routes.map((route) => route.path))));
    expect(paths.size).toBeGreaterThan(15);
  });

  it.each(OPENED_ROUTES)(
    '$label has a title in English and in French, from its own catalogs',
    async ({ feature, route, params }) => {
      const { id } = routeTitleOf(route, params);
      const [en, fr] = await Promise.all([catalogOf(feature, 'en'), catalogOf(feature, 'fr')]);
      expect(Object.keys(en)).toContain(id);
      expect(Object.keys(fr)).toContain(id);
      const [english, french] = await Promise.all([
        titleIn(feature, 'en', params, route),
        titleIn(feature, 'fr', params, route),
      ]);
      expect(english.trim()).not.toBe('');
      expect(french.trim()).not.toBe('');
      expect(french).not.toBe(english);
    },
  );

  it('names each playbook topic after itself', async () => {
    const playbook = FEATURES.find((feature) => feature.name === 'playbook');
    const route = playbook?.routes[0];
    if (!playbook || !route) throw new Error('no playbook route');
    const titles = await Promise.all(PLAYBOOK_TOPICS.map((topic) => titleIn(playbook, 'en', { topic }, route)));
    expect(titles).toEqual(['Getting started', 'Reading your data', 'Doing more', 'Troubleshooting']);
  });
});
