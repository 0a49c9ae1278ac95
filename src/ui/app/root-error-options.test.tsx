// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { ErrorContext } from '../../application/ports/error-reporter.port';
import { messages } from '../messages/locales/en.po';
import { ErrorBoundary } from './error-boundary';
import { rootErrorOptionsOf } from './root-error-options';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const unmounts: (() => void)[] = [];
afterEach(() => {
  for (const unmount of unmounts.splice(0)) act(unmount);
  document.body.replaceChildren();
});

function Broken(): ReactNode {
  throw new Error('the page broke while rendering');
}

/** Renders into a root made with the reporting options, as src/start/app-main.tsx does; answers what reached the reporter. */
function renderInRoot(children: ReactNode): [unknown, ErrorContext][] {
  const reports: [unknown, ErrorContext][] = [];
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: 'en', messages });
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(
    container,
    rootErrorOptionsOf({ report: (error, context) => reports.push([error, context]) }),
  );
  act(() => root.render(<I18nProvider i18n={i18n}>{children}</I18nProvider>));
  unmounts.push(() => root.unmount());
  return reports;
}

describe('the React root reports render errors once', () => {
  it.each(['page', 'shell'] as const)(
    'an error a %s boundary caught: once, naming the boundary, while the fault shows',
    (scope) => {
      const reports = renderInRoot(
        <ErrorBoundary scope={scope}>
          <Broken />
        </ErrorBoundary>,
      );
      expect(reports).toHaveLength(1);
      const [error, context] = reports[0]!;
      expect((error as Error).message).toBe('the page broke while rendering');
      expect(context).toMatchObject({ source: 'react-caught', boundary: scope });
      expect(context.componentStack).toContain('Broken');
      expect(document.body.querySelector('[role="alert"]')).not.toBeNull();
    },
  );

  it('an error another boundary caught: once, without a scope', () => {
    class OtherBoundary extends Component<{ readonly children: ReactNode }, { readonly failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? null : this.props.children;
      }
    }
    const reports = renderInRoot(
      <OtherBoundary>
        <Broken />
      </OtherBoundary>,
    );
    expect(reports.map(([, context]) => context)).toEqual([
      { source: 'react-caught', componentStack: expect.stringContaining('Broken') as unknown },
    ]);
  });

  it('an error no boundary caught: once, as uncaught', async () => {
    // Outside act(): inside it, React throws such an error at the test instead of calling the root's callback.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const reports: [unknown, ErrorContext][] = [];
      const root = createRoot(
        document.body.appendChild(document.createElement('div')),
        rootErrorOptionsOf({ report: (error, context) => reports.push([error, context]) }),
      );
      root.render(<Broken />);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(reports.map(([, context]) => context.source)).toEqual(['react-uncaught']);
      expect(reports[0]![1].componentStack).toContain('Broken');
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
});
