import { XMLParser } from 'fast-xml-parser';
import { RecordingParseError } from './parsed-recording';

/** Elements that may repeat in TCX/GPX and must always come back as arrays. */
const REPEATED_ELEMENTS = new Set(['Activity', 'Lap', 'Track', 'Trackpoint', 'trk', 'trkseg', 'trkpt']);

/** A plain object view of the parsed XML (fast-xml-parser output is untyped). */
export type XmlNode = Record<string, unknown>;

export function parseRecordingXml(text: string): XmlNode {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    parseTagValue: false,
    isArray: (tagName) => REPEATED_ELEMENTS.has(tagName),
  });
  let parsed: unknown;
  try {
    parsed = parser.parse(text, true);
  } catch (error) {
    throw new RecordingParseError(
      'NOT_A_RECORDING',
      `invalid XML: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (typeof parsed !== 'object' || parsed === null) throw new RecordingParseError('NOT_A_RECORDING', 'invalid XML');
  return parsed as XmlNode;
}

export function child(node: unknown, name: string): unknown {
  return typeof node === 'object' && node !== null ? (node as XmlNode)[name] : undefined;
}

export function children(node: unknown, name: string): unknown[] {
  const value = child(node, name);
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The text of a leaf element (which may carry attributes). */
export function textOf(node: unknown): string | undefined {
  if (typeof node === 'string') return node;
  if (typeof node === 'number') return String(node);
  const text = child(node, '#text');
  return typeof text === 'string' ? text : undefined;
}
