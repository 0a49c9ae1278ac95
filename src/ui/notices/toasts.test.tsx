// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../tests/support/fake-clock';
import { APP_TOKENS } from '../../application/app.tokens';
import type { ServiceResolver, ServiceToken } from '../../application/service-token';
import { ToastStore } from '../../application/shell/toast.store';
import { messages } from '../locales/en/app.po';
import { messages as frenchMessages } from '../locales/fr/app.po';
import { ServiceProvider } from '../app/service-context';
import { Toasts } from './toasts';

afterEach(cleanup);

const SENT = 'Activation email sent. Check your inbox.';
const ACTIVATED = 'Your account is activated.';
const FAILED = 'Sorry, something went wrong. Please try again later.';

function renderToasts() {
  const clock = new FakeClock();
  const store = new ToastStore(clock);
  const resolver: ServiceResolver = {
    get: <T,>(token: ServiceToken<T>): T => {
      if (token !== APP_TOKENS.ToastStore) throw new Error(`no ${String(token)} in this test`);
      return store as T;
    },
    load: () => Promise.resolve(),
  };
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: 'en', messages });
  const view = render(
    <ServiceProvider resolver={resolver}>
      <I18nProvider i18n={i18n}>
        <Toasts />
      </I18nProvider>
    </ServiceProvider>,
  );
  const notify = (kind: 'success' | 'error' | 'warning', code: string) => act(() => store.notify({ kind, code }));
  const advance = (ms: number) => act(() => clock.advanceBy(ms));
  return { view, notify, advance, i18n };
}

const toastWith = (text: string) => screen.getByText(text).closest('.toast') as HTMLElement;
const shownTexts = () => [...document.querySelectorAll('.toast span')].map((node) => node.textContent);

describe('the toasts', () => {
  it('sit in one polite live region that announces additions only; no toast is a live region of its own', () => {
    const { notify } = renderToasts();
    notify('success', 'ACTIVATION_EMAIL_SENT');
    notify('error', 'GENERIC_ERROR');
    const regions = document.querySelectorAll('[aria-live], [role="alert"], [role="status"], [role="log"]');
    expect(regions).toHaveLength(1);
    expect(regions[0]?.getAttribute('aria-live')).toBe('polite');
    expect(regions[0]?.getAttribute('aria-relevant')).toBe('additions');
    expect(regions[0]?.getAttribute('aria-atomic')).toBe('false');
    expect(regions[0]?.textContent).toContain(SENT);
    expect(regions[0]?.textContent).toContain(FAILED);
  });

  it('keeps a shown toast as it is when others come and go or the language changes, so it is announced once', () => {
    const { notify, advance, i18n } = renderToasts();
    notify('error', 'GENERIC_ERROR');
    const error = toastWith(FAILED);
    notify('success', 'ACTIVATION_EMAIL_SENT');
    advance(6000);
    expect(shownTexts()).toEqual([FAILED]);
    act(() => i18n.loadAndActivate({ locale: 'fr', messages: frenchMessages }));
    const [french] = document.querySelectorAll('.toast');
    expect(french).toBe(error);
    expect(french?.textContent).not.toContain(FAILED);
  });

  it('stays while hovered and leaves 6 seconds after the pointer left', () => {
    const { notify, advance } = renderToasts();
    notify('success', 'ACTIVATION_EMAIL_SENT');
    advance(5000);
    fireEvent.pointerEnter(toastWith(SENT));
    advance(60_000);
    expect(shownTexts()).toEqual([SENT]);
    fireEvent.pointerLeave(toastWith(SENT));
    advance(5999);
    expect(shownTexts()).toEqual([SENT]);
    advance(1);
    expect(shownTexts()).toEqual([]);
  });

  it('stays while its close button has the focus, and leaves 6 seconds after the focus left', () => {
    const { notify, advance } = renderToasts();
    notify('warning', 'ACCOUNT_ACTIVATED');
    const close = screen.getByRole('button', { name: 'Dismiss' });
    act(() => close.focus());
    advance(60_000);
    expect(shownTexts()).toEqual([ACTIVATED]);
    act(() => close.blur());
    advance(6000);
    expect(shownTexts()).toEqual([]);
  });

  it('keeps an error until it is dismissed', () => {
    const { notify, advance } = renderToasts();
    notify('error', 'GENERIC_ERROR');
    notify('success', 'ACTIVATION_EMAIL_SENT');
    advance(10 * 60_000);
    expect(shownTexts()).toEqual([FAILED]);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(shownTexts()).toEqual([]);
  });
});
