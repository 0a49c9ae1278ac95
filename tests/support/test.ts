import { expect, test as base } from '@playwright/test';

/**
 * The end-to-end `test`: Playwright's, with a watch on every page of the test's browser context
 * (docs/architecture.md#tests-and-measurements). A test fails when any of its pages reported a
 * Content-Security-Policy violation (the `securitypolicyviolation` event), so the whole run proves
 * the policy lets the app work, or an uncaught error or unhandled rejection (`pageerror`).
 */
export const test = base.extend<{ pageGuard: void }>({
  // PULSEBOARD_E2E_TODAY runs the suite as on another day (docs/architecture.md#tests-and-measurements).
  context: async ({ context }, use) => {
    const today = process.env.PULSEBOARD_E2E_TODAY;
    if (today) {
      const time = new Date(today);
      if (Number.isNaN(time.getTime())) throw new Error(`PULSEBOARD_E2E_TODAY is not a date: ${today}`);
      await context.clock.install({ time });
    }
    await use(context);
  },
  pageGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const pageErrors: string[] = [];
      await context.exposeFunction('__pulseboardReportViolation', (text: string) => {
        violations.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __pulseboardReportViolation?: (text: string) => void })
            .__pulseboardReportViolation;
          report?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile || event.documentURI}:${event.lineNumber}`,
          );
        });
      });
      context.on('page', (page) => page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`)));
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      expect(pageErrors, 'uncaught errors and unhandled rejections in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
