import type { ErrorReportBatch } from './error-report-queue';

/** The part of `navigator` a beacon needs. */
export type BeaconSender = (url: string, body: string) => boolean;

/** Browsers refuse a beacon above 64 KiB (counting every beacon still in flight): stay well under it. */
const MAX_BEACON_BYTES = 60_000;

/**
 * Sends a batch of error reports with `navigator.sendBeacon` (docs/architecture.md#error-reporting), which still
 * delivers while the page is being closed. The body is JSON sent as text/plain, a type that needs no CORS preflight:
 * `{"reports": [...], "suppressed": n}`. A batch too large for one beacon is split in halves; a beacon the browser
 * refuses is dropped (reporting must never disturb the page).
 */
export class BeaconErrorReportSender {
  constructor(
    private readonly url: string,
    private readonly sendBeacon: BeaconSender,
  ) {}

  send(batch: ErrorReportBatch): void {
    const body = JSON.stringify(batch);
    if (new TextEncoder().encode(body).length <= MAX_BEACON_BYTES || batch.reports.length <= 1) {
      try {
        this.sendBeacon(this.url, body);
      } catch {
        // A URL the browser refuses: nothing more can be done from here.
      }
      return;
    }
    const half = Math.ceil(batch.reports.length / 2);
    this.send({ reports: batch.reports.slice(0, half), suppressed: batch.suppressed });
    this.send({ reports: batch.reports.slice(half), suppressed: 0 });
  }
}
