/**
 * The profile photo (docs/api-account.md#profile): a PNG, JPEG or WebP image of at most 1 MB.
 * The API answers the same codes (`AVATAR_TYPE`, `AVATAR_TOO_LARGE`) when a file slips through.
 */

/** The image types the API takes, as the browser reports them (`File.type`). */
export const AVATAR_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];
/** 1 MB, read as 1 MiB (1024 × 1024 bytes): our choice, the contract says "1 MB". */
export const AVATAR_MAX_BYTES = 1024 * 1024;

export type AvatarCode = 'AVATAR_TYPE' | 'AVATAR_TOO_LARGE';

/** What the rule reads of a picked file. */
export interface AvatarFileFacts {
  readonly type: string;
  readonly size: number;
}

/** An empty file is no image, so it fails the type check; a big file of a wrong type reports the type first. */
export function validateAvatar(file: AvatarFileFacts): AvatarCode | null {
  if (!AVATAR_TYPES.includes(file.type.trim().toLowerCase()) || file.size <= 0) return 'AVATAR_TYPE';
  return file.size > AVATAR_MAX_BYTES ? 'AVATAR_TOO_LARGE' : null;
}
