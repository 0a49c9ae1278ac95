import { expect, test as base, type BrowserContext } from '@playwright/test';

/** What a context's pages reported that fails a test: Content-Security-Policy violations, uncaught errors. */
export interface PageProblems {
  readonly violations: string[];
  readonly pageErrors: string[];
}

/**
 * Prepares a new browser context as every end-to-end test's (docs/architecture.md#tests-and-measurements): the day
 * the suite runs as (PULSEBOARD_E2E_TODAY), and a watch on each of its pages that collects what fails a test.
 */
export async function prepareContext(context: BrowserContext): Promise<PageProblems> {
  const today = process.env.PULSEBOARD_E2E_TODAY;
  if (today) {
    const time = new Date(today);
    if (Number.isNaN(time.getTime())) throw new Error(`PULSEBOARD_E2E_TODAY is not a date: ${today}`);
    await context.clock.install({ time });
  }
  const problems: PageProblems = { violations: [], pageErrors: [] };
  await context.exposeFunction('__pulseboardReportViolation', (text: string) => {
    problems.violations.push(text);
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
  context.on('page', (page) =>
    page.on('pageerror', (error) => problems.pageErrors.push(`${page.url()}: ${error.message}`)),
  );
  return problems;
}

/** Fails the test that is ending when the pages reported a problem since the last check, and forgets them. */
export function expectNoPageProblems(problems: PageProblems): void {
  expect(problems.violations.splice(0), 'Content-Security-Policy violations').toEqual([]);
  expect(problems.pageErrors.splice(0), 'uncaught errors and unhandled rejections in the page').toEqual([]);
}

/**
 * The end-to-end `test`: Playwright's, whose browser context is prepared by `prepareContext`. A test fails when any
 * of its pages reported a Content-Security-Policy violation (the `securitypolicyviolation` event), so the whole run
 * proves the policy lets the app work, or an uncaught error or unhandled rejection (`pageerror`).
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    const problems = await prepareContext(context);
    await use(context);
    expectNoPageProblems(problems);
  },
});

export { expect };
