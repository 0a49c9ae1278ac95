import { existsSync } from 'node:fs';
import path from 'node:path';
import { parse as parsePattern } from 'regexparam';
import { matchRoute } from 'wouter';
import { describe, expect, it } from 'vitest';
import { appResolverOf, buildAppContainer } from '../../composition/composition-root';
import lingui from '../../../lingui.config';
import { SHELL_TOKENS } from '../../application/shell/shell.tokens';
import { FEATURES } from './feature-list';
import { routeTableOf } from './feature-outlet';

const env = { playerApiUrl: '/api', screen: { width: 1440, devicePixelRatio: 1 }, browserLanguages: ['en'] };
const FEATURES_DIR = path.resolve(import.meta.dirname, '../features');

/** The feature whose route wouter would take for a path: the first match in table order. */
function featureFor(
  site: 'app' | 'integration',
  url: string,
): { feature: string; params: Record<string, string | undefined> } | null {
  for (const { feature, route } of routeTableOf(FEATURES, site)) {
    const [matched, params] = matchRoute(parsePattern, route.path, url);
    if (matched) return { feature: feature.name, params: { ...params } };
  }
  return null;
}

describe('the route table built from the feature list', () => {
  it.each([
    ['/dashboard', 'dashboard'],
    ['/dashboard/week', 'dashboard'],
    ['/leaderboard', 'leaderboard'],
    ['/analyse', 'recording-analysis'],
    ['/shop', 'shop'],
    ['/calendar', 'calendar'],
    ['/calendar/activity/act-1', 'session-detail'],
    ['/session-history', 'session-history'],
    ['/playbook/getting-started', 'playbook'],
    ['/profile', 'profile'],
    ['/signup/demo-valid', 'sign-up'],
    ['/email-confirmation/t', 'sign-up'],
    ['/child-confirmation/t', 'sign-up'],
    ['/organization-invite/t', 'sign-up'],
    ['/forgotten-password', 'account-links'],
    ['/subscriptions/t', 'account-links'],
    ['/email-change/t', 'account-links'],
    ['/reset-password/t', 'account-links'],
    ['/additional-email/t', 'account-links'],
    ['/share/t', 'share'],
  ])('routes %s to the %s feature', (url, feature) => {
    expect(featureFor('app', url)?.feature).toBe(feature);
  });

  it('gives the session page its activity id, and leaves unknown paths to the shell', () => {
    expect(featureFor('app', '/calendar/activity/act-42')?.params.activityId).toBe('act-42');
    expect(featureFor('app', '/no-such-page')).toBeNull();
    expect(featureFor('app', '/login')).toBeNull();
  });

  it('keeps the integration site to its one route', () => {
    expect(featureFor('integration', '/')?.feature).toBe('integration');
    expect(featureFor('integration', '/calendar')).toBeNull();
    expect(featureFor('app', '/')).toBeNull();
  });

  it('names every feature after its folder, once, with unique route paths per site', () => {
    const names = FEATURES.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(existsSync(path.join(FEATURES_DIR, name, `${name}.feature.ts`))).toBe(true);
    for (const site of ['app', 'integration'] as const) {
      const paths = routeTableOf(FEATURES, site).map((entry) => entry.route.path);
      expect(new Set(paths).size).toBe(paths.length);
    }
  });

  it('loads every route page as a component', async () => {
    for (const { route } of [...routeTableOf(FEATURES, 'app'), ...routeTableOf(FEATURES, 'integration')]) {
      expect(typeof (await route.page())).toMatch(/function|object/);
    }
  }, 60_000);
});

describe('the catalogs of the feature list', () => {
  it('has a catalog loader for every feature with a locales folder, and Lingui extracts into it', () => {
    const catalogPaths = (lingui.catalogs ?? []).map((catalog) => catalog.path);
    for (const feature of FEATURES) {
      const hasFolder = existsSync(path.join(FEATURES_DIR, feature.name, 'locales'));
      expect(hasFolder ? (feature.catalogs?.length ?? 0) : 1).toBeGreaterThan(0);
      if (hasFolder) expect(catalogPaths).toContain(`<rootDir>/src/ui/features/${feature.name}/locales/{locale}`);
    }
  });

  it('loads every declared catalog in English and French, with French texts of their own', async () => {
    for (const feature of FEATURES) {
      for (const load of feature.catalogs ?? []) {
        const [en, fr] = await Promise.all([load('en'), load('fr')]);
        expect(Object.keys(en).length, feature.name).toBeGreaterThan(0);
        expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
        expect(
          Object.keys(fr).some((id) => JSON.stringify(fr[id]) !== JSON.stringify(en[id])),
          feature.name,
        ).toBe(true);
      }
    }
  });
});

describe('the bindings of the feature list', () => {
  it('binds every main-app feature once, into the app’s container', async () => {
    const resolver = appResolverOf(buildAppContainer(env), () => Promise.resolve(FEATURES));
    for (const feature of FEATURES.filter((f) => (f.site ?? 'app') === 'app')) {
      const first = resolver.load(feature.name);
      expect(resolver.load(feature.name)).toBe(first);
      await expect(first).resolves.toBeUndefined();
    }
  });

  it('binds the signed-in layout with the shell feature, not with the first screen', async () => {
    const resolver = appResolverOf(buildAppContainer(env), () => Promise.resolve(FEATURES));
    expect(() => resolver.get(SHELL_TOKENS.SidebarViewModel)).toThrow();
    await resolver.load('shell');
    expect(resolver.get(SHELL_TOKENS.SidebarViewModel).expanded).toBe(false);
    expect(resolver.get(SHELL_TOKENS.ActivationBannerViewModel).visible).toBe(false);
  });

  it('declares bindings for the main-app features whose pages resolve view-models', () => {
    const withBindings = FEATURES.filter((feature) => feature.bindings).map((feature) => feature.name);
    expect(withBindings).toEqual(
      expect.arrayContaining(['calendar', 'session-detail', 'profile', 'recording-analysis', 'integration']),
    );
  });
});
