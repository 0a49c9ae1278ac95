// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appResolverOf, buildAppContainer } from '../../composition/composition-root';
import { messages } from '../messages/locales/en.po';
import { App } from './app';
import { settled } from './act-settled.test-support';

/** The features' routes chunk fails as many times as the test says, then gives a stand-in. */
const featureSwitch = vi.hoisted(() => ({ failures: 0 }));
vi.mock('../routing/feature-switch-loader', () => ({
  loadFeatureSwitch: () =>
    featureSwitch.failures-- > 0
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve({ FeatureSwitch: () => <h1>The features’ routes</h1> }),
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const env = { playerApiUrl: '/api', screen: { width: 1440, devicePixelRatio: 1 }, browserLanguages: ['en'] };

describe('the shell’s error boundary', () => {
  it('takes the whole window when the features’ routes fail to load, and Try again loads them', async () => {
    // React reports the error its boundary caught on the console; the test reads the alert.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    featureSwitch.failures = 1;
    i18n.loadAndActivate({ locale: 'en', messages });
    window.history.replaceState(null, '', '/dashboard');
    const resolver = appResolverOf(buildAppContainer(env), () => Promise.resolve([]));
    await settled(() => {
      render(<App resolver={resolver} />);
    });

    expect(screen.getByRole('alert').textContent).toContain('Sorry, something went wrong. Please try again later.');
    expect(screen.getByRole('img', { name: 'Pulseboard' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();

    await settled(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('The features’ routes');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
