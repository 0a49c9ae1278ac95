/**
 * Attachment rules (docs/product-rules.md#field-rules, docs/architecture.md#security). A link is accepted only when
 * `new URL(raw.trim())` parses and its protocol is http: or https: (so javascript:, data: and
 * the like never reach an href). The largest file is our choice, 10 MB (docs/product-rules.md#constants-and-limits).
 */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Longest link or file name we keep, in code points. */
export const ATTACHMENT_NAME_MAX_LENGTH = 255;
const ATTACHMENT_URL_MAX_LENGTH = 2048;

export type AttachmentLinkCode = 'LINK_REQUIRED' | 'LINK_INVALID' | 'LINK_NOT_HTTP' | 'LINK_TOO_LONG';
export type AttachmentFileCode = 'FILE_EMPTY' | 'FILE_TOO_LARGE';

const ALLOWED_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:']);

/** The link as it will be stored (parsed and normalised), or null when it is not acceptable. */
export function normaliseAttachmentLink(raw: string): string | null {
  return validateAttachmentLink(raw) === null ? new URL(raw.trim()).href : null;
}

export function validateAttachmentLink(raw: string): AttachmentLinkCode | null {
  const trimmed = raw.trim();
  if (trimmed === '') return 'LINK_REQUIRED';
  if (trimmed.length > ATTACHMENT_URL_MAX_LENGTH) return 'LINK_TOO_LONG';
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return 'LINK_INVALID';
  }
  return ALLOWED_PROTOCOLS.has(url.protocol) ? null : 'LINK_NOT_HTTP';
}

export function validateAttachmentFile(sizeBytes: number): AttachmentFileCode | null {
  if (!(sizeBytes > 0)) return 'FILE_EMPTY';
  return sizeBytes > ATTACHMENT_MAX_BYTES ? 'FILE_TOO_LARGE' : null;
}

/** What the attachment list shows: the given name, else the link itself. */
export function describeAttachment(url: string, fileName: string | null): string {
  const name = fileName?.trim() ?? '';
  return name === '' ? url : name;
}
