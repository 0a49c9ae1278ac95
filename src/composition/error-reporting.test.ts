// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../../tests/support/fake-clock';
import { CONSOLE_ERROR_REPORT_PREFIX } from '../adapters/error-reporting/console-error-report-log';
import { ERROR_REPORT_LIMITS } from '../adapters/error-reporting/error-report-queue';
import type { User } from '../domain/account/user';
import { personalValuesOf } from './error-report-delivery';
import { errorReporterFor } from './error-reporting';

const REPORT_URL = 'https://errors.example.com/report';

const USER: User = {
  accountId: 'acc-1',
  playerId: 'player-1',
  playerAccountStatus: 'ACTIVE',
  language: 'en',
  email: 'alex@example.com',
  newEmail: 'alex.new@example.com',
  phone: null,
  additionalEmailAddresses: [{ id: 'mail-1', email: 'alt@example.com', confirmed: false }],
  activityPrivacy: false,
  systemWideActivityPrivacy: true,
  unitDistance: 'METRIC',
  unitHeightWeight: 'METRIC',
  firstName: 'Alex',
  lastName: 'Martin',
  photo: null,
  parentId: 'parent-1',
  playerDetails: [{ playerId: 'child-1', firstName: 'Emma', lastName: 'Durand', photo: null }],
};

/** Lets the lazily loaded reporting code load and the route pattern resolve. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 50));

function setupWith(clock = new FakeClock()) {
  return { clock, routePatternOf: () => Promise.resolve('/sessions/:sessionId'), signedInUser: () => USER };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('personalValuesOf', () => {
  it("names what the app knows about the signed-in person: names and addresses, and their children's names", () => {
    expect(personalValuesOf(USER)).toEqual([
      'Alex',
      'Martin',
      'alex@example.com',
      'alex.new@example.com',
      'alt@example.com',
      'Emma',
      'Durand',
    ]);
    expect(personalValuesOf(null)).toEqual([]);
  });
});

describe('errorReporterFor', () => {
  it('writes each report to the console at once in the demo, as the JSON a real-API build would send', async () => {
    vi.stubGlobal('__DEMO__', true);
    window.history.replaceState(null, '', '/sessions/8c1f?tab=laps');
    const lines: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...data: unknown[]) => void lines.push(data));
    const reporter = errorReporterFor(setupWith());
    reporter.report(new Error('Emma Durand has no laps'), { source: 'window-error' });
    await settle();
    expect(lines).toHaveLength(1);
    const [text] = lines[0]!;
    expect(String(text).startsWith(`${CONSOLE_ERROR_REPORT_PREFIX} `)).toBe(true);
    const report = JSON.parse(String(text).slice(CONSOLE_ERROR_REPORT_PREFIX.length + 1)) as Record<string, unknown>;
    expect(report).toMatchObject({
      source: 'window-error',
      route: '/sessions/:sessionId',
      version: __BUILD_VERSION__,
      message: '[name] [name] has no laps',
      count: 1,
    });
    expect(String(text)).not.toContain('8c1f');
  });

  it('sends nothing, and loads no reporting code, in a real-API build without VITE_ERROR_REPORT_URL', async () => {
    vi.stubGlobal('__DEMO__', false);
    vi.stubEnv('DEV', false);
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const clock = new FakeClock();
    errorReporterFor(setupWith(clock)).report(new Error('lost'), { source: 'window-error' });
    await settle();
    clock.advanceBy(ERROR_REPORT_LIMITS.foldWindowMs);
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('sends the batch with a beacon to VITE_ERROR_REPORT_URL in a real-API build that sets it: after the batch delay, or when the page is hidden', async () => {
    vi.stubGlobal('__DEMO__', false);
    vi.stubEnv('DEV', false);
    vi.stubEnv('VITE_ERROR_REPORT_URL', REPORT_URL);
    const beacons: { url: string; body: { reports: { message: string; count: number }[] } }[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      value: (url: string, body: string) => beacons.push({ url, body: JSON.parse(body) as never }) > 0,
      configurable: true,
    });
    const clock = new FakeClock();
    const reporter = errorReporterFor(setupWith(clock));
    // The same error twice: thrown from the same place.
    const failure = () => new Error('alex@example.com failed');
    reporter.report(failure(), { source: 'unhandled-rejection' });
    reporter.report(failure(), { source: 'unhandled-rejection' });
    await settle();
    expect(beacons).toEqual([]);
    clock.advanceBy(ERROR_REPORT_LIMITS.batchDelayMs);
    expect(beacons.map(({ url, body }) => [url, body.reports.map(({ message, count }) => [message, count])])).toEqual([
      [REPORT_URL, [['[email] failed', 2]]],
    ]);

    reporter.report(new Error('another'), { source: 'window-error' });
    await settle();
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons.map(({ body }) => body.reports.map(({ message }) => message))).toEqual([
      ['[email] failed'],
      ['another'],
    ]);
  });
});
