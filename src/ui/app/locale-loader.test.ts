// @vitest-environment jsdom
import { i18n, type Messages } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../domain/account/user';
import { ChunkLoadError } from '../../lazy-load/chunk-load';
import { activateLocale, ensureCatalog, type CatalogLoader } from './locale-loader';

afterEach(() => {
  vi.useRealTimers();
});

/** A catalog whose loads finish when the test says so (and at once after that). */
function deferredCatalog(texts: Record<Locale, string>) {
  const waiting: (() => void)[] = [];
  let released = false;
  const load: CatalogLoader = (locale) =>
    new Promise<Messages>((resolve) => {
      const go = () => resolve({ [`id-${texts.en}`]: texts[locale] });
      if (released) go();
      else waiting.push(go);
    });
  const release = () => {
    released = true;
    waiting.splice(0).forEach((go) => go());
  };
  return { load, release };
}

const shell: CatalogLoader = (locale) => Promise.resolve({ shell: locale === 'fr' ? 'Coquille' : 'Shell' });

describe('catalogs of pages that open while the language changes', () => {
  it('a page opened during a switch to French gets its French texts', async () => {
    await activateLocale('en', [shell]);
    const page = deferredCatalog({ en: 'Getting started', fr: 'Premiers pas' });
    const switching = activateLocale('fr', [shell]);
    const opening = ensureCatalog(page.load);
    // The page's catalog is asked for while the French catalogs load.
    page.release();
    await Promise.all([switching, opening]);
    expect(i18n.locale).toBe('fr');
    expect(i18n._('id-Getting started')).toBe('Premiers pas');
    expect(i18n._('shell')).toBe('Coquille');
  });

  it('a later switch wins over an earlier one that finishes last', async () => {
    let releaseSlow = (): void => undefined;
    const slowFrench: CatalogLoader = (locale) =>
      locale === 'fr'
        ? new Promise((resolve) => (releaseSlow = () => resolve({ slow: 'lent' })))
        : Promise.resolve({ slow: 'slow' });
    const toFrench = activateLocale('fr', [slowFrench]);
    await activateLocale('en', [slowFrench]);
    releaseSlow();
    await toFrench;
    expect(i18n.locale).toBe('en');
    expect(i18n._('slow')).toBe('slow');
  });

  it('two pages sharing a catalog both wait for the same load, and a failed load can be retried', async () => {
    await activateLocale('en', [shell]);
    let calls = 0;
    const flaky: CatalogLoader = () =>
      (calls += 1) === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve({ flaky: 'ok' });
    await expect(ensureCatalog(flaky)).rejects.toBeInstanceOf(ChunkLoadError);
    const first = ensureCatalog(flaky);
    expect(ensureCatalog(flaky)).toBe(first);
    await first;
    expect(i18n._('flaky')).toBe('ok');
    expect(calls).toBe(2);
  });

  it('forgets a catalog that has not arrived after 120 s, so that the next page loads it again', async () => {
    await activateLocale('en', [shell]);
    vi.useFakeTimers();
    let calls = 0;
    const stalled: CatalogLoader = () =>
      (calls += 1) === 1 ? new Promise(() => undefined) : Promise.resolve({ stalled: 'arrived' });
    const first = ensureCatalog(stalled).then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(120_000);
    expect(await first).toBeInstanceOf(ChunkLoadError);
    await ensureCatalog(stalled);
    expect(i18n._('stalled')).toBe('arrived');
    expect(calls).toBe(2);
  });
});

describe("the reader's regional formats", () => {
  // 21 January 2026, 15:05 UTC.
  const instant = Date.UTC(2026, 0, 21, 15, 5);
  const clockAndDate = () =>
    `${i18n.date(instant, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })} ${i18n.date(instant, { dateStyle: 'short', timeZone: 'UTC' })}`;

  it('an en-GB browser gets the English texts with a 24-hour clock and the day before the month', async () => {
    await activateLocale('en', [shell], ['en-GB', 'en']);
    expect(i18n._('shell')).toBe('Shell');
    expect(i18n.locales).toEqual(['en-GB', 'en']);
    expect(clockAndDate()).toBe('15:05 21/01/2026');
  });

  it('an en-US browser gets a 12-hour clock and the month first', async () => {
    await activateLocale('en', [shell], ['en-US', 'en']);
    expect(clockAndDate()).toMatch(/^3:05\sPM 1\/21\/26$/u);
  });

  it('French chosen in an en-US browser formats as French, not as American English', async () => {
    await activateLocale('fr', [shell], ['en-US', 'en']);
    expect(i18n._('shell')).toBe('Coquille');
    expect(i18n.locales).toEqual(['fr-US', 'fr']);
    expect(clockAndDate()).toBe('15:05 21/01/2026');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('English chosen in a fr-FR browser gets English words in French formats: a 24-hour clock, the day first', async () => {
    await activateLocale('en', [shell], ['fr-FR', 'fr', 'en-US', 'en']);
    expect(i18n._('shell')).toBe('Shell');
    expect(i18n.locales).toEqual(['en-FR', 'en-US', 'en']);
    expect(clockAndDate()).toBe('15:05 21/01/2026');
    expect(i18n.date(instant, { dateStyle: 'medium', timeZone: 'UTC' })).toBe('21 Jan 2026');
  });
});
