import { classifyEdwardsZone } from '../heart-rate/heart-rate-zones';
import { trimLongSession } from '../session/session-limits';
import { ACTIVE_SPEED_THRESHOLD } from '../session/session-sample';
import { asBpm, type Bpm } from '../units/branded-units';
import { bpmToPercentOfHrmax } from '../units/heart-rate-units';
import { formatDecimal } from './decimal-format';
import type { SessionExport } from './session-export';
import { readSessionSeconds, type SessionSecond } from './session-seconds';

/** The CSV's columns, in order (the README documents each one). */
export const SESSION_TIMELINE_CSV_COLUMNS = [
  'elapsed_s',
  'bpm',
  'hrmax_percent',
  'edwards_zone',
  'speed_mps',
  'distance_m',
  'ap',
] as const;

/**
 * RFC 4180 ends every record with CRLF. No field ever needs RFC 4180 quoting: each one is a
 * number with a dot, an empty cell or one of the fixed column names (no comma, quote or line break).
 */
const CSV_LINE_END = '\r\n';

/**
 * Rows per chunk: a row takes a few microseconds, so a chunk stays well below the 50-ms
 * long-task budget even on a slow phone; a 4-hour session is 29 chunks.
 */
const CSV_ROWS_PER_CHUNK = 500;

/** Decimals written: 0.1 bpm and 0.1 % HRmax, 1 mm/s, 1 cm. */
const BPM_DECIMALS = 1;
const PERCENT_DECIMALS = 1;
const SPEED_DECIMALS = 3;
const DISTANCE_DECIMALS = 2;

function joinCsvRecord(fields: readonly string[]): string {
  return fields.join(',') + CSV_LINE_END;
}

function formatSecond(second: SessionSecond, hrmax: Bpm): string {
  const { bpm, speed, distance } = second;
  return joinCsvRecord([
    String(second.elapsedSeconds),
    bpm === null ? '' : formatDecimal(bpm, BPM_DECIMALS),
    bpm === null ? '' : formatDecimal(bpmToPercentOfHrmax(asBpm(bpm), hrmax), PERCENT_DECIMALS),
    bpm === null ? '' : String(classifyEdwardsZone(asBpm(bpm), hrmax)),
    speed === null ? '' : formatDecimal(speed, SPEED_DECIMALS),
    distance === null ? '' : formatDecimal(distance, DISTANCE_DECIMALS),
    speed === null ? '' : speed >= ACTIVE_SPEED_THRESHOLD ? '1' : '0',
  ]);
}

/**
 * The per-second timeline of a session as CSV text, in chunks of `rowsPerChunk` rows (the first
 * chunk starts with the header), so that a page can yield between chunks. It covers the analysed
 * part (the first 4 h, docs/product-rules.md#session-limits): one row per whole second from 0
 * to the last sample, empty cells where a channel has no data.
 */
export function* streamSessionTimelineCsv(
  session: Pick<SessionExport, 'samples' | 'hrmax'>,
  rowsPerChunk: number = CSV_ROWS_PER_CHUNK,
): Generator<string, void, undefined> {
  const size = Math.max(1, Math.floor(rowsPerChunk));
  let chunk = joinCsvRecord(SESSION_TIMELINE_CSV_COLUMNS);
  let rows = 0;
  for (const second of readSessionSeconds(trimLongSession(session.samples))) {
    chunk += formatSecond(second, session.hrmax);
    rows += 1;
    if (rows === size) {
      yield chunk;
      chunk = '';
      rows = 0;
    }
  }
  if (chunk !== '') yield chunk;
}

/** The whole CSV in one string (for small sessions and tests; large ones use the stream). */
export function buildSessionTimelineCsv(session: Pick<SessionExport, 'samples' | 'hrmax'>): string {
  let csv = '';
  for (const chunk of streamSessionTimelineCsv(session)) csv += chunk;
  return csv;
}
