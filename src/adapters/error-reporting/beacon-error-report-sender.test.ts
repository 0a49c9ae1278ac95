import { describe, expect, it } from 'vitest';
import type { ErrorReport } from './error-report';
import { BeaconErrorReportSender } from './beacon-error-report-sender';

const URL = 'https://errors.example.com/report';

function reportOf(message: string, stackLength = 0): ErrorReport {
  return {
    source: 'window-error',
    route: '/',
    version: '1+x',
    name: 'Error',
    message,
    stack: 's'.repeat(stackLength),
    at: 0,
    count: 1,
  };
}

function fakeBeacon(accept = true) {
  const beacons: { url: string; body: unknown }[] = [];
  const send = (url: string, body: string) => {
    beacons.push({ url, body: JSON.parse(body) });
    return accept;
  };
  return { beacons, send };
}

describe('BeaconErrorReportSender', () => {
  it('sends a batch as one beacon to the report URL, as JSON', () => {
    const { beacons, send } = fakeBeacon();
    new BeaconErrorReportSender(URL, send).send({ reports: [reportOf('a'), reportOf('b')], suppressed: 2 });
    expect(beacons).toEqual([{ url: URL, body: { reports: [reportOf('a'), reportOf('b')], suppressed: 2 } }]);
  });

  it('splits a batch too large for one beacon, and counts the suppressed reports once', () => {
    const { beacons, send } = fakeBeacon();
    const reports = Array.from({ length: 10 }, (_, i) => reportOf(`r${i}`, 7_000));
    new BeaconErrorReportSender(URL, send).send({ reports, suppressed: 4 });
    expect(beacons.length).toBeGreaterThan(1);
    const bodies = beacons.map(({ body }) => body as { reports: ErrorReport[]; suppressed: number });
    expect(bodies.flatMap((body) => body.reports.map((report) => report.message))).toEqual(
      reports.map((report) => report.message),
    );
    expect(bodies.reduce((sum, body) => sum + body.suppressed, 0)).toBe(4);
    for (const { body } of beacons)
      expect(new TextEncoder().encode(JSON.stringify(body)).length).toBeLessThan(64 * 1024);
  });

  it('drops a beacon the browser refuses or throws on, without an error of its own', () => {
    const refused = fakeBeacon(false);
    expect(() =>
      new BeaconErrorReportSender(URL, refused.send).send({ reports: [reportOf('a')], suppressed: 0 }),
    ).not.toThrow();
    const throwing = () => {
      throw new TypeError('Illegal invocation');
    };
    expect(() =>
      new BeaconErrorReportSender(URL, throwing).send({ reports: [reportOf('a')], suppressed: 0 }),
    ).not.toThrow();
  });
});
