import { analyseSession } from '../session/session-analysis';
import { trimLongSession } from '../session/session-limits';
import type { SessionSample } from '../session/session-sample';
import { formatDecimal } from './decimal-format';
import type { ExportSport, SessionExport } from './session-export';
import { escapeXmlText } from './xml-text';

/** Garmin Training Center Database v2 and its ActivityExtension v2 (the TPX speed). */
const TCX_NAMESPACE = 'http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2';
const TCX_SCHEMA = 'http://www.garmin.com/xmlschemas/TrainingCenterDatabasev2.xsd';
const ACTIVITY_EXTENSION_NAMESPACE = 'http://www.garmin.com/xmlschemas/ActivityExtension/v2';
const XSI_NAMESPACE = 'http://www.w3.org/2001/XMLSchema-instance';

/** Trackpoints per chunk: a few microseconds and about 230 bytes each, so a chunk is a few milliseconds of work. */
const TCX_TRACKPOINTS_PER_CHUNK = 500;

/** Heart rates in TCX are whole numbers from 1 to 255 (positiveByte in the schema). */
const TCX_MIN_BPM = 1;
const TCX_MAX_BPM = 255;
/** Calories are an unsignedShort. */
const TCX_MAX_CALORIES = 65_535;
/** Decimals written: 1 cm, 1 mm/s, 1 ms for the lap time. */
const DISTANCE_DECIMALS = 2;
const SPEED_DECIMALS = 3;
const SECONDS_DECIMALS = 3;

const TCX_SPORTS: Readonly<Record<ExportSport, string>> = { running: 'Running', cycling: 'Biking', other: 'Other' };

/** The TCX input: a session's start, name, sport, samples and (optional) calories. */
type SessionTcxInput = Pick<SessionExport, 'startedAtMs' | 'title' | 'sport' | 'samples' | 'calories'>;

/** ISO 8601 in UTC, with milliseconds only when the instant has some. */
function formatTcxTime(epochMs: number): string {
  return new Date(Math.round(epochMs)).toISOString().replace('.000Z', 'Z');
}

function formatTcxBpm(bpm: number | undefined): string | null {
  if (bpm === undefined || !Number.isFinite(bpm)) return null;
  const whole = Math.round(bpm);
  return whole >= TCX_MIN_BPM && whole <= TCX_MAX_BPM ? String(whole) : null;
}

function formatTrackpoint(sample: SessionSample, startedAtMs: number): string {
  let point = `<Trackpoint><Time>${formatTcxTime(startedAtMs + sample.t * 1000)}</Time>`;
  if (sample.distance !== undefined && Number.isFinite(sample.distance)) {
    point += `<DistanceMeters>${formatDecimal(sample.distance, DISTANCE_DECIMALS)}</DistanceMeters>`;
  }
  const bpm = formatTcxBpm(sample.bpm);
  if (bpm !== null) point += `<HeartRateBpm><Value>${bpm}</Value></HeartRateBpm>`;
  if (sample.speed !== undefined && Number.isFinite(sample.speed)) {
    point += `<Extensions><ns3:TPX><ns3:Speed>${formatDecimal(sample.speed, SPEED_DECIMALS)}</ns3:Speed></ns3:TPX></Extensions>`;
  }
  return `          ${point}</Trackpoint>\n`;
}

/**
 * The lap's figures come from our analysis of the same samples, so the file's summary agrees
 * with the page. TotalTimeSeconds, Calories, Intensity and TriggerMethod are required by the
 * schema: an unknown calorie count is written as 0. A distance that was not measured (no sample has
 * a speed or a distance: a heart-rate belt alone) is left out rather than written as 0
 * (docs/product-rules.md#not-measured): the schema asks for a number there, and an empty element is
 * none, while a reader takes an absent one for unknown.
 */
function formatLapFigures(samples: readonly SessionSample[], calories: number | null): string {
  const analysis = analyseSession(samples, {});
  const lastT = samples[samples.length - 1]?.t ?? 0;
  const kcal =
    calories !== null && Number.isFinite(calories) ? Math.min(TCX_MAX_CALORIES, Math.max(0, Math.round(calories))) : 0;
  const average = formatTcxBpm(analysis.avgBpm ?? undefined);
  const maximum = formatTcxBpm(analysis.maxBpm ?? undefined);
  let lap = `        <TotalTimeSeconds>${formatDecimal(Math.max(0, lastT), SECONDS_DECIMALS)}</TotalTimeSeconds>\n`;
  if (analysis.movementMeasured)
    lap += `        <DistanceMeters>${formatDecimal(analysis.distanceMeters, DISTANCE_DECIMALS)}</DistanceMeters>\n`;
  lap += `        <Calories>${kcal}</Calories>\n`;
  if (average !== null) lap += `        <AverageHeartRateBpm><Value>${average}</Value></AverageHeartRateBpm>\n`;
  if (maximum !== null) lap += `        <MaximumHeartRateBpm><Value>${maximum}</Value></MaximumHeartRateBpm>\n`;
  lap += '        <Intensity>Active</Intensity>\n        <TriggerMethod>Manual</TriggerMethod>\n';
  return lap;
}

/**
 * A session as a TCX v2 document (one activity, one lap, one track with a trackpoint per sample:
 * time, distance, heart rate and TPX speed where the sample has them), in chunks of
 * `trackpointsPerChunk` trackpoints so that a page can yield between chunks. It covers the
 * analysed part, as the page does (the first 4 h, docs/product-rules.md#session-limits).
 * `startedAtMs` must be a valid time (Date's range), else this throws a RangeError.
 */
export function* streamSessionTcx(
  session: SessionTcxInput,
  trackpointsPerChunk: number = TCX_TRACKPOINTS_PER_CHUNK,
): Generator<string, void, undefined> {
  const size = Math.max(1, Math.floor(trackpointsPerChunk));
  const samples = trimLongSession(session.samples);
  const start = formatTcxTime(session.startedAtMs);
  let head = '<?xml version="1.0" encoding="UTF-8"?>\n';
  head += `<TrainingCenterDatabase xmlns="${TCX_NAMESPACE}" xmlns:ns3="${ACTIVITY_EXTENSION_NAMESPACE}"`;
  head += ` xmlns:xsi="${XSI_NAMESPACE}" xsi:schemaLocation="${TCX_NAMESPACE} ${TCX_SCHEMA}">\n`;
  head += `  <Activities>\n    <Activity Sport="${TCX_SPORTS[session.sport]}">\n      <Id>${start}</Id>\n`;
  head += `      <Lap StartTime="${start}">\n`;
  head += formatLapFigures(samples, session.calories);
  // The schema wants at least one trackpoint in a track: no samples, no track.
  if (samples.length > 0) head += '        <Track>\n';
  yield head;
  for (let from = 0; from < samples.length; from += size) {
    let chunk = '';
    const to = Math.min(samples.length, from + size);
    for (let i = from; i < to; i += 1) chunk += formatTrackpoint(samples[i] as SessionSample, session.startedAtMs);
    yield chunk;
  }
  let tail = samples.length > 0 ? '        </Track>\n' : '';
  tail += '      </Lap>\n';
  const title = escapeXmlText(session.title.trim());
  if (title !== '') tail += `      <Notes>${title}</Notes>\n`;
  tail += '    </Activity>\n  </Activities>\n</TrainingCenterDatabase>\n';
  yield tail;
}

/** The whole TCX document in one string (for small sessions and tests; large ones use the stream). */
export function buildSessionTcx(session: SessionTcxInput): string {
  let tcx = '';
  for (const chunk of streamSessionTcx(session)) tcx += chunk;
  return tcx;
}
