import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import './app-update-banner.css';

/** A new version, waiting for the visitor's word (src/start/app-update.ts). */
export interface WaitingVersion {
  reload(): Promise<'reloading' | 'recording'>;
}

type BannerState = 'ready' | 'recording' | 'reloading';

/**
 * "A new version is ready" (docs/architecture.md#installable-and-offline): the page reloads into it only when the
 * visitor presses Reload, and not while a live recording runs (in this tab or another): it says so and waits for the
 * next press. Closing it keeps the current version until the next visit.
 */
export function AppUpdateBanner({ version, onClose }: { version: WaitingVersion; onClose: () => void }) {
  const { t } = useLingui();
  const [state, setState] = useState<BannerState>('ready');
  const reload = async () => {
    setState('reloading');
    setState(await version.reload());
  };
  return (
    <div className="app-update" role="status" aria-live="polite">
      <div className="app-update__body">
        <p className="app-update__text">
          <Trans>A new version is ready.</Trans>
        </p>
        {state === 'recording' ? (
          <p className="app-update__note">
            <Trans>A live recording is running: reload once it is saved.</Trans>
          </p>
        ) : null}
      </div>
      <div className="app-update__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={state === 'reloading'}
          onClick={() => void reload()}
        >
          <Trans>Reload</Trans>
        </button>
        <button type="button" className="app-update__close" aria-label={t`Close`} onClick={onClose}>
          ×
        </button>
      </div>
    </div>
  );
}

/** Shows the banner in a root of its own, over whatever page is open; in the app's current language. */
export function showAppUpdateBanner(host: HTMLElement, version: WaitingVersion): void {
  const container = document.createElement('div');
  host.append(container);
  const root = createRoot(container);
  const close = () => {
    root.unmount();
    container.remove();
  };
  root.render(
    <I18nProvider i18n={i18n}>
      <AppUpdateBanner version={version} onClose={close} />
    </I18nProvider>,
  );
}
