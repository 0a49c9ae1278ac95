/**
 * The profile photo (docs/api-account.md#profile, docs/product-rules.md#profile-fields). The API takes a
 * PNG, JPEG or WebP image of at most 1 MB (`AVATAR_TYPE`, `AVATAR_TOO_LARGE`). The app takes a photo of up
 * to 20 MB, as a phone makes them, and sends a copy shrunk to 512 pixels on its long side. What a file is
 * comes from its first bytes: its type and name are the sender's word and prove nothing (an SVG or an HTML
 * page named `photo.png` says `image/png`).
 */

/** The image types the API takes: the picker's `accept` list and the MIME types of the three formats. */
export const AVATAR_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];
/** The largest photo the API stores: 1 MB, read as 1 MiB (1024 × 1024 bytes), our choice: the contract says "1 MB". */
export const AVATAR_MAX_BYTES = 1024 * 1024;
/** The largest photo the app opens before shrinking it: 20 MiB, room for any phone's photo (ours). */
export const AVATAR_MAX_PICKED_BYTES = 20 * 1024 * 1024;
/** The long side of the photo the app sends, in pixels (ours): 5 × the largest avatar shown, on a 2× screen. */
export const AVATAR_MAX_SIDE_PX = 512;
/** How many first bytes tell the three formats apart. */
export const AVATAR_HEAD_BYTES = 12;

export type AvatarFormat = 'png' | 'jpeg' | 'webp';

/** Why a photo is refused: not one of the three formats, over 20 MB picked, over 1 MB sent, or not decodable. */
export type AvatarCode = 'AVATAR_TYPE' | 'AVATAR_TOO_LARGE' | 'AVATAR_FILE_TOO_LARGE' | 'AVATAR_UNREADABLE';

const MIME_TYPES: Readonly<Record<AvatarFormat, string>> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, i) => bytes[at + i] === byte);
}

/**
 * The format the first bytes of a file announce (their magic numbers), or null for anything else:
 * PNG `89 50 4E 47 0D 0A 1A 0A`, JPEG `FF D8 FF`, WebP `RIFF` then four size bytes then `WEBP`.
 */
export function avatarFormatOf(head: Uint8Array): AvatarFormat | null {
  if (startsWith(head, PNG_SIGNATURE)) return 'png';
  if (startsWith(head, JPEG_SIGNATURE)) return 'jpeg';
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return 'webp';
  return null;
}

export function mimeTypeOf(format: AvatarFormat): string {
  return MIME_TYPES[format];
}

/** What the rule reads of a file: its size and its first bytes (AVATAR_HEAD_BYTES of them, or all of a shorter file). */
export interface AvatarFileFacts {
  readonly size: number;
  readonly head: Uint8Array;
}

/**
 * A photo the user picks: one of the three formats by its first bytes, of at most 20 MB. An empty file is
 * no image; a big file of another kind reports its kind first.
 */
export function validatePickedAvatar(file: AvatarFileFacts): AvatarCode | null {
  if (file.size <= 0 || avatarFormatOf(file.head) === null) return 'AVATAR_TYPE';
  return file.size > AVATAR_MAX_PICKED_BYTES ? 'AVATAR_FILE_TOO_LARGE' : null;
}

/** A photo the API receives (the mock backend's rule): one of the three formats by its first bytes, of at most 1 MB. */
export function validateAvatar(file: AvatarFileFacts): AvatarCode | null {
  if (file.size <= 0 || avatarFormatOf(file.head) === null) return 'AVATAR_TYPE';
  return file.size > AVATAR_MAX_BYTES ? 'AVATAR_TOO_LARGE' : null;
}

/**
 * The size of a picture shrunk to fit `maxSide` on its long side, its proportions kept (each side rounded,
 * at least 1 pixel); a picture that already fits keeps its size: a photo is never enlarged.
 */
export function fitWithin(
  width: number,
  height: number,
  maxSide: number,
): { readonly width: number; readonly height: number } {
  const longSide = Math.max(width, height);
  if (longSide <= maxSide) return { width, height };
  const scale = maxSide / longSide;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
