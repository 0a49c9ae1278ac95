/**
 * A FIT activity of many tiny records, written byte by byte (Garmin's encoder is far too slow for
 * millions of records): a 14-byte header, one definition of the record message (timestamp and heart
 * rate), then `records` data records of 6 bytes each (a 1-byte header, a 4-byte timestamp, a 1-byte
 * heart rate), and the file CRC. Seven million records make a 40 MB file: the record-budget tests and
 * the bench of the recording-analysis worker (docs/product-rules.md#constants-and-limits).
 */

const HEADER_SIZE = 14;
const DEFINITION_SIZE = 12;
const RECORD_SIZE = 6;
const CRC_SIZE = 2;
/** FIT times count seconds from 1989-12-31T00:00:00Z. */
const FIT_EPOCH_MS = Date.UTC(1989, 11, 31);

/** The FIT CRC-16 nibble table (the FIT protocol's own). */
const CRC_TABLE = [
  0x0000, 0xcc01, 0xd801, 0x1400, 0xf001, 0x3c00, 0x2800, 0xe401, 0xa001, 0x6c00, 0x7800, 0xb401, 0x5000, 0x9c01,
  0x8801, 0x4400,
];

function fitCrc(bytes: Uint8Array, end: number): number {
  let crc = 0;
  for (let i = 0; i < end; i += 1) {
    const byte = bytes[i] as number;
    let tmp = CRC_TABLE[crc & 0xf] as number;
    crc = (crc >> 4) & 0x0fff;
    crc = crc ^ tmp ^ (CRC_TABLE[byte & 0xf] as number);
    tmp = CRC_TABLE[crc & 0xf] as number;
    crc = (crc >> 4) & 0x0fff;
    crc = crc ^ tmp ^ (CRC_TABLE[(byte >> 4) & 0xf] as number);
  }
  return crc;
}

export interface TinyRecordsFit {
  readonly records: number;
  /** Records in each second of the timestamps (Infinity: all at the first second). Default 1. */
  readonly recordsPerSecond?: number;
  /** The first record's time. Default 1 May 2024, 10:00 UTC. */
  readonly startMs?: number;
}

/** The size in bytes of such a file: 7,000,000 records make 42,000,028 bytes (40.05 MiB). */
export function tinyRecordsFitSize(records: number): number {
  return HEADER_SIZE + DEFINITION_SIZE + records * RECORD_SIZE + CRC_SIZE;
}

export function encodeTinyRecordsFit({
  records,
  recordsPerSecond = 1,
  startMs = Date.UTC(2024, 4, 1, 10),
}: TinyRecordsFit): Uint8Array {
  const bytes = new Uint8Array(tinyRecordsFitSize(records));
  const view = new DataView(bytes.buffer);
  const dataSize = DEFINITION_SIZE + records * RECORD_SIZE;
  // Header: size, protocol 2.0, profile 21.17, data size, ".FIT", no header CRC.
  bytes.set([HEADER_SIZE, 0x20], 0);
  view.setUint16(2, 2117, true);
  view.setUint32(4, dataSize, true);
  bytes.set([0x2e, 0x46, 0x49, 0x54], 8);
  // Definition of local message 0: global message 20 (record), little-endian, two fields:
  // 253 timestamp (4 bytes, uint32) and 3 heart_rate (1 byte, uint8).
  bytes.set([0x40, 0, 0, 20, 0, 2, 253, 4, 0x86, 3, 1, 0x02], HEADER_SIZE);
  const firstSecond = Math.floor((startMs - FIT_EPOCH_MS) / 1000);
  let at = HEADER_SIZE + DEFINITION_SIZE;
  for (let i = 0; i < records; i += 1) {
    bytes[at] = 0x00;
    view.setUint32(at + 1, firstSecond + Math.floor(i / recordsPerSecond), true);
    bytes[at + 5] = 120 + (i % 40);
    at += RECORD_SIZE;
  }
  view.setUint16(at, fitCrc(bytes, at), true);
  return bytes;
}
