import { expect, type Locator, type Page, type Request, type TestInfo } from '@playwright/test';
import { waitForMockBackend } from './pulseboard';

/**
 * The fault-injection suite's tools (tests/e2e/faults*.spec.ts): inject one fault through the
 * mock backend's control surface (docs/api.md "Mock control surface"), drive the page through
 * it, and tally what survived (every endpoint family × network error, 500, 503, hang).
 * The specs install the page clock before their first navigation: it ends hung calls.
 */

export const FAULT_KINDS = ['network', '500', '503', 'hang'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultTarget {
  /** Matches every call whose path (after the API base) contains it. */
  readonly path: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** GET calls the page makes at once on this path, each retried on its own (default 1). */
  readonly parallelReads?: number;
  /**
   * Every call on this path fails until the case's retry, not just the first. For a call that any of the page's
   * calls can make first, such as the token refresh: a records call the page sent late once met the single fault,
   * and the refresh of the call under test then went through.
   */
  readonly untilRetry?: boolean;
}

/**
 * The client retries a GET three times on a network error or a 503 (docs/architecture.md#http-client),
 * so such a fault is injected for the first call and its three retries: the page then sees it.
 * A hang needs one call: the time-out covers the retries, and is not retried.
 */
const CALLS_PER_GET = 4;
/** As good as every call: the case clears the fault before its retry. */
const UNTIL_CLEARED = 1_000;

function faultBody(target: FaultTarget, kind: FaultKind): object {
  const retried = target.method === 'GET' && (kind === 'network' || kind === '503');
  const common = {
    path: target.path,
    method: target.method,
    times: target.untilRetry === true ? UNTIL_CLEARED : retried ? CALLS_PER_GET * (target.parallelReads ?? 1) : 1,
  };
  if (kind === 'network') return { ...common, network: true };
  if (kind === 'hang') return { ...common, hang: true };
  return { ...common, status: Number(kind), code: kind === '503' ? 'BP_503' : 'BP_500' };
}

/** Injects the fault from the page (the mock backend lives in it), on whichever site it shows. */
export async function injectFault(page: Page, target: FaultTarget, kind: FaultKind): Promise<void> {
  await waitForMockBackend(page);
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/__mock/faults', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    faultBody(target, kind),
  );
  expect(status, 'POST /__mock/faults').toBe(201);
}

async function clearFaults(page: Page): Promise<void> {
  await page.evaluate(() => fetch('/api/__mock/faults', { method: 'DELETE' })).catch(() => undefined);
}

/**
 * Moves the app to `path` the way its links do (wouter follows history.pushState), without
 * reloading: the page's view-model mounts afresh and the mock backend keeps running.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => history.pushState(null, '', to), path);
}

/** An error state: an alert with its Try again button (src/ui/components/error-state.tsx). */
function retryButton(page: Page): Locator {
  return page.getByRole('alert').getByRole('button', { name: 'Try again' });
}

/**
 * Every way a page says it is still busy: aria-busy (lists, cards, buttons, the session page), the
 * page-sized placeholder while a page's code arrives, and the skeletons of the loading pages.
 */
const BUSY_INDICATORS = '[aria-busy="true"], .page-loading, [class*="skeleton"]';

/** The client's own time-out is 20 s: 21 s of page time ends a hung call. */
const PAST_CLIENT_TIMEOUT = '00:21';
/** "Zero spinners left after 30 s." */
const SPINNER_GRACE = '00:30';

/** The app's calls (player API and integration API), not its code or the control surface. */
function isApiCall(request: Request): boolean {
  const path = new URL(request.url()).pathname;
  return /\/(integration-)?api\//.test(path) && !path.includes('/__mock/');
}

interface CaseResult {
  readonly family: string;
  readonly fault: FaultKind;
  readonly survived: boolean;
  readonly rejections: number;
  readonly stuckSpinners: number;
  readonly failure: string | null;
  readonly seconds: number;
}

/**
 * One test's cases: each family × each fault runs to its end even when an earlier one failed,
 * so the figures cover the whole table; `expectAllSurvived` then fails the test on any failure.
 * It follows the app's calls in flight: moving the page clock ends every call still waiting
 * (its time-out fires), so the clock moves only once the other calls have their answers.
 */
export class FaultTally {
  private readonly results: CaseResult[] = [];
  private readonly inFlight = new Set<Request>();
  /** The API calls of the current case, in order: a failed case names them, to tell which call met the fault. */
  private caseCalls: string[] = [];
  /** Busy indicators still shown 30 s after the current case's error appeared. */
  private stuck = 0;

  constructor(
    private readonly page: Page,
    private readonly testInfo: TestInfo,
  ) {
    page.on('request', (request) => {
      if (!isApiCall(request)) return;
      this.inFlight.add(request);
      this.caseCalls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    page.on('requestfinished', (request) => this.inFlight.delete(request));
    page.on('requestfailed', (request) => this.inFlight.delete(request));
  }

  /** Runs `scenario` once per fault kind for one endpoint family. */
  async family(family: string, scenario: (kind: FaultKind) => Promise<void>): Promise<void> {
    for (const fault of FAULT_KINDS) await this.runCase(family, fault, scenario);
  }

  /**
   * Runs `action` (the one that makes the faulty call). For a hang, waits until the call is on
   * its way and every other call has its answer, then moves the page clock past the client's
   * time-out (the mock backend never answers).
   */
  async whileFaulty(kind: FaultKind, target: FaultTarget, action: () => Promise<void>): Promise<void> {
    if (kind !== 'hang') {
      await action();
      return;
    }
    const hung = this.page.waitForRequest(
      (request) => request.method() === target.method && new URL(request.url()).pathname.includes(target.path),
    );
    await action();
    await hung;
    await this.untilOnlyWaiting(1);
    await this.page.clock.fastForward(PAST_CLIENT_TIMEOUT);
  }

  /**
   * Fails the case when a busy indicator is still shown 30 s (page time) after the error appeared.
   * Called by the scenarios once their error state shows.
   */
  async expectNoSpinnerAfterGrace(): Promise<void> {
    await this.passGrace();
    try {
      await expect(this.page.locator(BUSY_INDICATORS), 'busy indicators 30 s after the error').toHaveCount(0, {
        timeout: 2_000,
      });
    } catch (error) {
      this.stuck += 1;
      throw error;
    }
  }

  /**
   * A failed load: an error state with a retry, no spinner 30 s later, and the retry shows `loaded`. The fault is
   * gone by the retry: what is left of it (all of a fault injected `untilRetry`) is cleared here.
   */
  async expectLoadRecovers(loaded: () => Promise<void>): Promise<void> {
    await expect(retryButton(this.page)).toBeVisible();
    await this.expectNoSpinnerAfterGrace();
    await clearFaults(this.page);
    await retryButton(this.page).click();
    await loaded();
    await expect(this.page.getByRole('alert')).toHaveCount(0);
  }

  /** For the figures of a failed case: is anything still busy 30 s (page time) on? */
  private async busyAfterGrace(): Promise<boolean> {
    await this.passGrace();
    return (await this.page.locator(BUSY_INDICATORS).count()) > 0;
  }

  /** 30 s of page time, once the calls that can still be answered are. */
  private async passGrace(): Promise<void> {
    await this.untilOnlyWaiting(0).catch(() => undefined);
    await this.page.clock.fastForward(SPINNER_GRACE);
  }

  private async untilOnlyWaiting(count: number): Promise<void> {
    await expect
      .poll(() => this.inFlight.size, { message: 'calls still waiting for their answer', timeout: 5_000 })
      .toBe(count);
  }

  private async runCase(family: string, fault: FaultKind, scenario: (kind: FaultKind) => Promise<void>): Promise<void> {
    let rejections = 0;
    const onPageError = (): void => {
      rejections += 1;
    };
    this.page.on('pageerror', onPageError);
    this.stuck = 0;
    this.caseCalls = [];
    const started = Date.now();
    let failure: string | null = null;
    try {
      await scenario(fault);
      await expect(this.page.locator(BUSY_INDICATORS), 'busy indicators after the retry').toHaveCount(0);
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n').slice(0, 4).join(' | ') : String(error);
      failure = `${message} | the case's calls: ${this.caseCalls.join(', ')}`;
      if (this.stuck === 0 && (await this.busyAfterGrace().catch(() => false))) this.stuck = 1;
    } finally {
      this.page.off('pageerror', onPageError);
      await clearFaults(this.page);
    }
    const seconds = (Date.now() - started) / 1000;
    this.results.push({
      family,
      fault,
      survived: failure === null && rejections === 0,
      rejections,
      stuckSpinners: this.stuck,
      failure,
      seconds,
    });
  }

  /** Prints the figures (and leaves them on the report), then fails on any case that did not survive. */
  expectAllSurvived(): void {
    const survived = this.results.filter((result) => result.survived).length;
    const rejections = this.results.reduce((sum, result) => sum + result.rejections, 0);
    const stuck = this.results.reduce((sum, result) => sum + result.stuckSpinners, 0);
    const families = [...new Set(this.results.map((result) => result.family))];
    const rows = families.map((family) => {
      const cells = FAULT_KINDS.map((fault) => {
        const result = this.results.find((r) => r.family === family && r.fault === fault);
        return `${fault} ${result?.survived ? 'ok' : 'FAILED'} (${result?.seconds.toFixed(1) ?? '–'} s)`;
      });
      return `  ${family.padEnd(18)} ${cells.join('  ')}`;
    });
    const summary =
      `faults: ${families.join(', ')}: ${families.length} × ${FAULT_KINDS.length} faults = ${this.results.length} injected, ` +
      `${survived} survived, ${rejections} unhandled rejections, ${stuck} stuck spinners`;
    console.log([summary, ...rows].join('\n'));
    this.testInfo.annotations.push({ type: 'faults', description: summary });
    const failures = this.results
      .filter((result) => !result.survived)
      .map((r) => `${r.family} × ${r.fault}: ${r.failure ?? `${r.rejections} page errors`}`);
    expect(failures, 'fault cases that did not survive').toEqual([]);
  }
}
