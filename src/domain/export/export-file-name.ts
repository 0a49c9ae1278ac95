import type { IsoDate } from '../time/civil-date';
import type { SessionExport } from './session-export';

export type ExportFormat = 'csv' | 'tcx';

/** Well under every file system's limit (255 bytes on ext4, APFS and NTFS), leaving room for a folder path. */
export const MAX_EXPORT_FILE_NAME_BYTES = 120;

/** The name used when a session has neither a valid date nor a usable name (the product's name: no translation needed). */
const FALLBACK_BASE_NAME = 'pulseboard';

/**
 * Characters no file name may hold on some system, each turned into a space: Windows' <>:"/\|?*,
 * control characters (C0 and C1), and line, paragraph and odd space separators.
 */
const UNSAFE_CHARACTERS = /[<>:"/\\|?*\p{Cc}\p{Zl}\p{Zp}\p{Zs}]/gu;

/**
 * Invisible format characters are removed (bidirectional overrides could make "run‮xct.exe" read
 * as another extension), except the zero-width joiner and non-joiner, which some scripts and
 * emoji need; lone surrogates and the two noncharacters cannot be written in UTF-8 names.
 */
const INVISIBLE_CHARACTERS = /(?![\u200C\u200D])\p{Cf}|\p{Cs}|[\uFFFE\uFFFF]/gu;

/** Spaces, dots and joiners at either end: Windows drops trailing dots and spaces; a leading dot hides a file on Unix. */
const LOOSE_ENDS = /^[ .\u200C\u200D]+|[ .\u200C\u200D]+$/gu;

/** Windows device names, reserved with any extension ("nul.tcx" too), in any case. */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|conin\$|conout\$|com[0-9¹²³]|lpt[0-9¹²³])$/iu;

function measureUtf8Bytes(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const code = character.codePointAt(0) as number;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** The longest prefix of whole code points that fits in `maxBytes` of UTF-8. */
function truncateUtf8(text: string, maxBytes: number): string {
  let kept = '';
  let bytes = 0;
  for (const character of text) {
    const size = measureUtf8Bytes(character);
    if (bytes + size > maxBytes) break;
    kept += character;
    bytes += size;
  }
  return kept;
}

/** The session's name made safe: accents kept (NFC, as macOS, Windows and Linux all store them). */
function cleanTitle(title: string, maxBytes: number): string {
  const cleaned = title
    .normalize('NFC')
    .replace(INVISIBLE_CHARACTERS, '')
    .replace(UNSAFE_CHARACTERS, ' ')
    .replace(/ {2,}/g, ' ')
    .replace(LOOSE_ENDS, '');
  return truncateUtf8(cleaned, Math.max(0, maxBytes)).replace(LOOSE_ENDS, '');
}

function baseNameOf(prefix: string, title: string): string {
  const base = `${prefix}${title}`.trim();
  return base === '' ? FALLBACK_BASE_NAME : base;
}

/** What Windows reads as the device part: the name up to its first dot, without trailing spaces. */
function stemOf(base: string): string {
  return (base.split('.')[0] as string).trimEnd();
}

function isWindowsDeviceName(base: string): boolean {
  return WINDOWS_RESERVED.test(stemOf(base));
}

/**
 * A file name for a session's export, safe on Windows, macOS and Linux: "2026-11-03 Morning
 * run.tcx". `day` is the local day of the session's start in the viewer's time zone
 * (docs/product-rules.md#days-and-time-zones), the day the calendar shows it on; null (a start
 * time that is not usable) leaves the date out. The name is never empty, never a Windows device
 * name, at most MAX_EXPORT_FILE_NAME_BYTES in UTF-8, and giving it back as the title yields the
 * same name.
 */
export function nameExportFile(
  session: Pick<SessionExport, 'title'>,
  format: ExportFormat,
  day: IsoDate | null,
): string {
  const extension = `.${format}`;
  const prefix = day === null ? '' : `${day} `;
  const budget = MAX_EXPORT_FILE_NAME_BYTES - measureUtf8Bytes(prefix + extension);
  let base = baseNameOf(prefix, cleanTitle(session.title, budget));
  // A device name gets a '_': made one byte shorter first, so that the name stays in its bytes, and
  // the '_' only when the shorter name is still one (then giving the name back changes nothing).
  if (isWindowsDeviceName(base)) {
    base = baseNameOf(prefix, cleanTitle(session.title, budget - 1));
    if (isWindowsDeviceName(base)) {
      const stem = stemOf(base);
      base = `${stem}_${base.slice(stem.length)}`;
    }
  }
  return `${base}${extension}`;
}
