import type { BrowserContext, Page } from '@playwright/test';
import { openInApp, QUIET_PAGE } from './pulseboard';
import { expectNoPageProblems, prepareContext, test, type PageProblems } from './test';

/** The page that a describe block's tests share, once its start has run. */
export interface SharedPage {
  readonly page: Page;
}

/**
 * One page for the tests of a describe block that read what one account sees and change nothing a later test reads
 * (docs/architecture.md#what-the-end-to-end-suite-costs): `start` runs once (the app's start, a login, a language),
 * then each test goes where it needs with `openInApp`, so the app and its mock backend start once for the block, not
 * once a test. Each test starts from a page that makes no call, so what it opens mounts afresh (a chart's zoom, a
 * shown table, an open dialog end with the test); what a test changes on the server stays, so such a test changes only
 * what no other test of the block reads. The block's tests run in order in one worker. A test that fails ends its
 * worker; the next test starts the page again in a new one, so a failure does not spread. The page is watched as
 * every test's is (`prepareContext`): each test fails on what the page reported while it ran, and Playwright keeps a
 * failed test's screenshot of it too.
 */
export function sharePageInBlock(start: (page: Page) => Promise<void>): SharedPage {
  test.describe.configure({ mode: 'default' });
  let context: BrowserContext | undefined;
  let shared: Page | undefined;
  let problems: PageProblems | undefined;

  test.beforeAll(async ({ browser }) => {
    // browser.newContext takes the project's options (size, touch, device pixels, base URL) as the `page` fixture's.
    context = await browser.newContext();
    problems = await prepareContext(context);
    shared = await context.newPage();
    await start(shared);
  });
  test.beforeEach(async () => {
    if (shared !== undefined) await openInApp(shared, QUIET_PAGE);
  });
  test.afterEach(() => {
    if (problems !== undefined) expectNoPageProblems(problems);
  });
  test.afterAll(async () => {
    await context?.close();
  });

  return {
    get page(): Page {
      if (shared === undefined) throw new Error('the shared page is read before its block started');
      return shared;
    },
  };
}
