import { describe, expect, it } from 'vitest';
import { screenHeartRate, screenRrIntervals } from './belt-input';
import { parseHeartRateMeasurement, rrToMilliseconds, type HeartRateMeasurement } from './heart-rate-measurement';

/*
 * Heart Rate Measurement packets from outside this project, each with its source. Only the byte
 * values and the figures the source expects are taken; the bytes are written out here by hand.
 *
 * - SIG: the Bluetooth SIG's definition of the characteristic (org.bluetooth.characteristic.
 *   heart_rate_measurement.xml, 2011, as mirrored in github.com/oesmith/gatt-xml). It gives no
 *   packets: these are built from its field table, one rule each.
 * - Nordic: github.com/NordicSemiconductor/Android-BLE-Common-Library,
 *   ble-common/src/test/java/no/nordicsemi/android/ble/common/callback/hr/HeartRateMeasurementDataCallbackTest.java
 * - blevalueparser: github.com/eisaev/blevalueparser, tests/heartratemeasurementtest.cpp (its ms
 *   figures are the 1/1024 s values truncated to whole ms).
 * - Polar H7: a gatttool log of a Polar H7 strap in github.com/cal-id/Polar-H7-Pi, README.md.
 *
 * Where a source refuses a packet that we read, the test says why we differ.
 */

interface OutsidePacket {
  readonly source: string;
  readonly bytes: readonly number[];
  /** What the parser reads; null: refused, as the source refuses it. */
  readonly read: HeartRateMeasurement | null;
  /** The source's RR figures in whole ms, where it gives them. */
  readonly sourceMs?: readonly number[];
}

const m = (
  bpm: number,
  contact: HeartRateMeasurement['contact'],
  energyExpendedKj: number | null,
  rrIntervals: readonly number[],
): HeartRateMeasurement => ({
  bpm,
  contact,
  energyExpendedKj,
  rrIntervals,
});
/** 0x01A1, 0x01A2, …: blevalueparser's runs of RR values. */
const run = (count: number) => Array.from({ length: count }, (_, i) => 0x01a1 + i);
const runBytes = (count: number) => run(count).flatMap((rr) => [rr & 0xff, rr >> 8]);
const runMs = (count: number) => Array.from({ length: count }, (_, i) => 407 + i);

const PACKETS: readonly OutsidePacket[] = [
  {
    source: 'SIG: contact status 1 means not supported, like 0',
    bytes: [0x02, 0x48],
    read: m(72, 'not-supported', null, []),
  },
  {
    source: 'SIG: contact status 2, supported but not detected',
    bytes: [0x04, 0x48],
    read: m(72, 'not-detected', null, []),
  },
  { source: 'SIG: contact status 3, supported and detected', bytes: [0x06, 0x48], read: m(72, 'detected', null, []) },
  {
    source: 'SIG: reserved bits 5–7 are ignored',
    bytes: [0xf6, 0x48, 0x00, 0x04],
    read: m(72, 'detected', null, [1024]),
  },
  {
    source: 'SIG: RR value 0 is the oldest, sent first',
    bytes: [0x10, 0x48, 0x00, 0x04, 0x00, 0x03],
    read: m(72, 'not-supported', null, [1024, 768]),
  },
  {
    source: 'SIG: energy expended (kJ) comes before the RR values',
    bytes: [0x18, 0x48, 0x10, 0x27, 0x00, 0x04],
    read: m(72, 'not-supported', 10_000, [1024]),
  },
  { source: 'Nordic: simple', bytes: [0x00, 0x55], read: m(85, 'not-supported', null, []) },
  { source: 'Nordic: noContact', bytes: [0x04, 0xff], read: m(255, 'not-detected', null, []) },
  { source: 'Nordic: uint8', bytes: [0x1e, 0x55, 0x32, 0x00, 0x21, 0x00], read: m(85, 'detected', 50, [33]) },
  {
    source: 'Nordic: uint16',
    bytes: [0x1f, 0x01, 0x01, 0x32, 0x01, 0x01, 0x00, 0x02, 0x01, 0xff, 0xff],
    read: m(257, 'detected', 306, [1, 258, 65_535]),
  },
  {
    source: 'blevalueparser: ContactsSupportedNotConnected',
    bytes: [0x04, 0xaa],
    read: m(170, 'not-detected', null, []),
  },
  { source: 'blevalueparser: ContactsSupportedConnected', bytes: [0x06, 0xaa], read: m(170, 'detected', null, []) },
  { source: 'blevalueparser: HR8', bytes: [0x00, 0xaa], read: m(170, 'not-supported', null, []) },
  { source: 'blevalueparser: HR16', bytes: [0x01, 0xaa, 0x01], read: m(426, 'not-supported', null, []) },
  { source: 'blevalueparser: HR8_EE', bytes: [0x08, 0xaa, 0xbb, 0x01], read: m(170, 'not-supported', 443, []) },
  { source: 'blevalueparser: HR16_EE', bytes: [0x09, 0xaa, 0x01, 0xbb, 0x01], read: m(426, 'not-supported', 443, []) },
  {
    source: 'blevalueparser: HR8_EE_RR1',
    bytes: [0x18, 0xaa, 0xbb, 0x01, 0xcc, 0x01],
    read: m(170, 'not-supported', 443, [460]),
    sourceMs: [449],
  },
  {
    source: 'blevalueparser: HR8_RR9',
    bytes: [
      0x10, 0xaa, 0x00, 0x00, 0x01, 0x00, 0x02, 0x00, 0x03, 0x00, 0xf3, 0x03, 0xfc, 0xff, 0xfd, 0xff, 0xfe, 0xff, 0xff,
      0xff,
    ],
    read: m(170, 'not-supported', null, [0, 1, 2, 3, 1011, 65_532, 65_533, 65_534, 65_535]),
    sourceMs: [0, 0, 1, 2, 987, 63_996, 63_997, 63_998, 63_999],
  },
  {
    source: 'blevalueparser: HR8_RR10 (nine values fill 20 bytes)',
    bytes: [0x10, 0xaa, ...runBytes(9)],
    read: m(170, 'not-supported', null, run(9)),
    sourceMs: runMs(9),
  },
  {
    source: 'blevalueparser: HR8_EE_RR8',
    bytes: [0x18, 0xaa, 0xbb, 0x01, ...runBytes(8)],
    read: m(170, 'not-supported', 443, run(8)),
    sourceMs: runMs(8),
  },
  {
    source: 'blevalueparser: HR16_RR8',
    bytes: [0x11, 0xaa, 0x01, ...runBytes(8)],
    read: m(426, 'not-supported', null, run(8)),
    sourceMs: runMs(8),
  },
  {
    source: 'blevalueparser: HR16_EE_RR7',
    bytes: [0x19, 0xaa, 0x01, 0xbb, 0x01, ...runBytes(7)],
    read: m(426, 'not-supported', 443, run(7)),
    sourceMs: runMs(7),
  },
  { source: 'blevalueparser: TooShort', bytes: [0x00], read: null },
  { source: 'blevalueparser: BrokenPacket', bytes: [0x01, 0xaa], read: null },
  { source: 'Polar H7: contact, no RR', bytes: [0x06, 0x3c], read: m(60, 'detected', null, []) },
  { source: 'Polar H7: RR 0x0411', bytes: [0x16, 0x3c, 0x11, 0x04], read: m(60, 'detected', null, [1041]) },
  { source: 'Polar H7: RR 0x03F5', bytes: [0x16, 0x3c, 0xf5, 0x03], read: m(60, 'detected', null, [1013]) },
];

describe('Heart Rate Measurement: packets from outside', () => {
  it.each(PACKETS)('$source', ({ bytes, read, sourceMs }) => {
    const parsed = parseHeartRateMeasurement(bytes);
    expect(parsed.ok ? parsed.measurement : null).toEqual(read);
    if (sourceMs !== undefined)
      expect(read?.rrIntervals.map((rr) => Math.floor(rrToMilliseconds(rr)))).toEqual(sourceMs);
  });

  it('reads a packet the source refuses, and screens it to what the source shows: nothing', () => {
    // Nordic: onInvalidDataReceived. Its parser wants one RR value when the RR flag is set; we keep
    // a rate whose RR part is empty, as we keep one whose RR part has a stray byte. The rate, 257
    // bpm, is then no reading (docs/live-recording.md#bad-input): nothing is shown either way.
    const nordicInvalid = parseHeartRateMeasurement([0x17, 0x01, 0x01]);
    expect(nordicInvalid).toEqual({ ok: true, measurement: m(257, 'detected', null, []) });
    // blevalueparser: TooLong. It refuses 21 bytes, over the 20 a notification holds at the default
    // ATT MTU; Web Bluetooth may agree a larger one, so we read it. 426 bpm is then no reading.
    const tooLong = parseHeartRateMeasurement([0x19, 0xaa, 0x01, 0xbb, 0x01, ...runBytes(8)]);
    expect(tooLong).toEqual({ ok: true, measurement: m(426, 'not-supported', 443, run(8)) });
    for (const parsed of [nordicInvalid, tooLong])
      expect(parsed.ok && screenHeartRate(parsed.measurement.bpm)).toBeNull();
  });

  it('keeps the rate and the whole RR values of a Polar H7 packet with a stray byte, as Nordic and the Web Bluetooth demo do', () => {
    // Nordic's HeartRateMeasurementDataCallback.java counts (bytes left) ÷ 2 values; the Web Bluetooth
    // CG's demo (github.com/WebBluetoothCG/demos, heart-rate-sensor/heartRateSensor.js) reads while
    // two bytes are left. Neither has a packet for it: this is the Polar H7's with one byte more.
    expect(parseHeartRateMeasurement([0x16, 0x3c, 0x11, 0x04, 0x7f])).toEqual({
      ok: true,
      measurement: m(60, 'detected', null, [1041]),
    });
  });

  it('screens what the outside packets carry: a rate over 250 bpm is no reading, RR outside 300–2000 ms are dropped', () => {
    // Nordic uint16: 257 bpm, RR 1, 258 and 65,535 (1 ms, 252 ms, 64 s): none a beat.
    expect(screenHeartRate(257)).toBeNull();
    expect(screenRrIntervals([1, 258, 65_535])).toEqual({ intervals: [null], artefacts: 3 });
    // blevalueparser HR8_RR9: of nine values only 1011 (987 ms) is a beat; a beat is missing on either side of it.
    expect(screenHeartRate(170)).toBe(170);
    expect(screenRrIntervals([0, 1, 2, 3, 1011, 65_532, 65_533, 65_534, 65_535])).toEqual({
      intervals: [null, 1011, null],
      artefacts: 8,
    });
    // blevalueparser HR8_RR10: nine beats; the newest eight are kept, the oldest dropped.
    expect(screenRrIntervals(run(9))).toEqual({ intervals: [null, ...run(9).slice(1)], artefacts: 1 });
    // Polar H7: 60 bpm, 1017 ms: a reading and a beat.
    expect([screenHeartRate(60), screenRrIntervals([1041])]).toEqual([60, { intervals: [1041], artefacts: 0 }]);
  });
});
