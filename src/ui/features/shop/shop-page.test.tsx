// @vitest-environment jsdom
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as enMessages } from './locales/en.po';
import { messages as frMessages } from './locales/fr.po';
import { ShopPage, shopUrl } from './shop-page';

afterEach(cleanup);

function renderShop(locale: 'en' | 'fr', messages: Messages) {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages });
  return render(
    <I18nProvider i18n={i18n}>
      <ShopPage params={{}} crumbs={[]} title="" />
    </I18nProvider>,
  );
}

describe('ShopPage', () => {
  it('links to the English shop in a new tab without leaking the opener or referrer', () => {
    renderShop('en', enMessages);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Shop');
    const link = screen.getByRole('link', { name: /Visit the shop/ });
    expect(link.getAttribute('href')).toBe('https://shop.pulseboard.example/en');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
    expect(link.textContent).toContain('(opens in a new tab)');
  });

  it('shows the French page and links to the French shop', () => {
    renderShop('fr', frMessages);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Boutique');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Ceintures cardio',
      'Sangles',
      'Capteurs',
    ]);
    const link = screen.getByRole('link', { name: /Aller à la boutique/ });
    expect(link.getAttribute('href')).toBe('https://shop.pulseboard.example/fr');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
  });

  it('falls back to the English shop for an unknown locale', () => {
    expect(shopUrl('de')).toBe('https://shop.pulseboard.example/en');
    expect(shopUrl('fr')).toBe('https://shop.pulseboard.example/fr');
  });
});
