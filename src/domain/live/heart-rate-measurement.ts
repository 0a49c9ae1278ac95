/**
 * The Bluetooth Heart Rate Measurement characteristic (0x2A37 of the Heart Rate Service 0x180D),
 * as docs/live-recording.md describes it: a flags byte, then the fields it announces, in this
 * order, little-endian.
 *
 * - bit 0: the rate is a uint16 (else a uint8);
 * - bit 1: sensor contact detected; bit 2: sensor contact supported (bit 1 means nothing without it);
 * - bit 3: energy expended present, a uint16 in kilojoules;
 * - bit 4: RR intervals present, each a uint16 in 1/1024 s, as many whole values as the rest of the
 *   packet holds; a stray odd byte at the end is left aside, so the rate and the whole intervals
 *   are kept (docs/live-recording.md#the-belt).
 *
 * Parsing never throws: a packet too short for its rate or its energy field is a typed error. The
 * parser reads what the belt sent; what the page and the recording may take of it is the screening's
 * (`belt-input.ts`, docs/live-recording.md#bad-input).
 */

const FLAG_RATE_16_BIT = 0x01;
const FLAG_CONTACT_DETECTED = 0x02;
const FLAG_CONTACT_SUPPORTED = 0x04;
const FLAG_ENERGY_EXPENDED = 0x08;
const FLAG_RR_INTERVALS = 0x10;

/** RR intervals travel in 1/1024 s. */
export const RR_UNITS_PER_SECOND = 1024;

/** What the belt says of skin contact: it cannot tell, or it can and has or has not got it. */
export type SensorContact = 'not-supported' | 'detected' | 'not-detected';

export interface HeartRateMeasurement {
  /** Beats per minute; null: no reading (the screening's answer to a rate no heart beats at). */
  readonly bpm: number | null;
  readonly contact: SensorContact;
  /** Energy expended since the belt's last reset, in kJ; null when the packet carries none. */
  readonly energyExpendedKj: number | null;
  /** RR intervals in 1/1024 s, oldest first (empty when the packet carries none). */
  readonly rrIntervals: readonly number[];
  /**
   * Set by the belt's adapter when packets were lost just before this one (one it could not read,
   * a dropped link): beats may be missing before this packet's RR intervals, so the RR chain
   * breaks there (docs/live-recording.md#hrv). Absent: nothing was lost.
   */
  readonly afterGap?: boolean;
}

type MeasurementProblem =
  /** Not even a flags byte. */
  | { readonly kind: 'too-short' }
  /** A field the flags announce is cut off. */
  | { readonly kind: 'truncated'; readonly field: 'rate' | 'energy-expended' };

export type MeasurementParse =
  | { readonly ok: true; readonly measurement: HeartRateMeasurement }
  | { readonly ok: false; readonly problem: MeasurementProblem };

const fail = (problem: MeasurementProblem): MeasurementParse => ({ ok: false, problem });

function contactOf(flags: number): SensorContact {
  if ((flags & FLAG_CONTACT_SUPPORTED) === 0) return 'not-supported';
  return (flags & FLAG_CONTACT_DETECTED) !== 0 ? 'detected' : 'not-detected';
}

const uint16At = (bytes: ArrayLike<number>, at: number): number => (bytes[at]! & 0xff) | ((bytes[at + 1]! & 0xff) << 8);

/** Reads one notification's bytes (a DataView's bytes or a plain array of bytes). */
export function parseHeartRateMeasurement(bytes: ArrayLike<number>): MeasurementParse {
  if (bytes.length < 1) return fail({ kind: 'too-short' });
  const flags = bytes[0]! & 0xff;
  let at = 1;
  let bpm: number;
  if ((flags & FLAG_RATE_16_BIT) !== 0) {
    if (bytes.length < at + 2) return fail({ kind: 'truncated', field: 'rate' });
    bpm = uint16At(bytes, at);
    at += 2;
  } else {
    if (bytes.length < at + 1) return fail({ kind: 'truncated', field: 'rate' });
    bpm = bytes[at]! & 0xff;
    at += 1;
  }
  let energyExpendedKj: number | null = null;
  if ((flags & FLAG_ENERGY_EXPENDED) !== 0) {
    if (bytes.length < at + 2) return fail({ kind: 'truncated', field: 'energy-expended' });
    energyExpendedKj = uint16At(bytes, at);
    at += 2;
  }
  const rrIntervals: number[] = [];
  if ((flags & FLAG_RR_INTERVALS) !== 0) {
    // Whole values only: a stray last byte cannot be an interval, and costs neither the rate nor the others.
    for (; at + 1 < bytes.length; at += 2) rrIntervals.push(uint16At(bytes, at));
  }
  return { ok: true, measurement: { bpm, contact: contactOf(flags), energyExpendedKj, rrIntervals } };
}

/** How a belt chooses to send a measurement: the rate's width (a belt may send 16 bits for any rate). */
export interface MeasurementEncoding {
  readonly rate16Bit: boolean;
}

/**
 * The packet a belt sends for a measurement (for the demo belt and the tests). Rates over 255 need
 * 16 bits; no reading goes out as 0, as belts send it.
 */
export function encodeHeartRateMeasurement(
  measurement: HeartRateMeasurement,
  encoding: MeasurementEncoding = { rate16Bit: false },
): Uint8Array {
  const bpm = measurement.bpm ?? 0;
  const rate16Bit = encoding.rate16Bit || bpm > 0xff;
  let flags = rate16Bit ? FLAG_RATE_16_BIT : 0;
  if (measurement.contact !== 'not-supported') flags |= FLAG_CONTACT_SUPPORTED;
  if (measurement.contact === 'detected') flags |= FLAG_CONTACT_DETECTED;
  if (measurement.energyExpendedKj !== null) flags |= FLAG_ENERGY_EXPENDED;
  if (measurement.rrIntervals.length > 0) flags |= FLAG_RR_INTERVALS;
  const bytes: number[] = [flags];
  const push16 = (value: number) => bytes.push(value & 0xff, (value >> 8) & 0xff);
  if (rate16Bit) push16(bpm);
  else bytes.push(bpm & 0xff);
  if (measurement.energyExpendedKj !== null) push16(measurement.energyExpendedKj);
  for (const rr of measurement.rrIntervals) push16(rr);
  return Uint8Array.from(bytes);
}

/** An RR interval in milliseconds. */
export const rrToMilliseconds = (rr: number): number => (rr * 1000) / RR_UNITS_PER_SECOND;
