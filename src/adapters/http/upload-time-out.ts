/** The time-out of any call: time for the server to answer (the HttpClient's default). */
const ANSWER_MS = 20_000;
/** A slow uplink, 0.5 Mbit/s: 500,000 / 8 = 62,500 bytes a second, i.e. 62.5 bytes a millisecond. */
const SLOW_UPLINK_BYTES_PER_MS = 62.5;
/** Past this, a connection is too slow to upload at all; 5 minutes covers a 10 MB attachment with room to spare. */
const UPLOAD_CAP_MS = 300_000;

/**
 * The time-out of a call that uploads `sizeBytes` (docs/architecture.md#http-client): 20 s for the answer
 * plus the body at 0.5 Mbit/s, at most 5 minutes. A 10 MB attachment (10,485,760 bytes) gets
 * 20,000 + 167,773 = 187,773 ms (about 3 min 8 s); a 2 MB photo 20 + 33.6 ≈ 53.6 s; no file, 20 s.
 */
export function uploadTimeoutMs(sizeBytes: number): number {
  return Math.min(UPLOAD_CAP_MS, ANSWER_MS + Math.ceil(Math.max(0, sizeBytes) / SLOW_UPLINK_BYTES_PER_MS));
}
