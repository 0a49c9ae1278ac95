import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MAX_BYTES,
  describeAttachment,
  normaliseAttachmentLink,
  validateAttachmentFile,
  validateAttachmentLink,
} from './attachment-rules';

describe('validateAttachmentLink', () => {
  it('accepts http and https links, trimmed', () => {
    expect(validateAttachmentLink(' https://www.example.com/report ')).toBeNull();
    expect(validateAttachmentLink('http://example.com')).toBeNull();
    expect(normaliseAttachmentLink(' HTTPS://Example.com/a b ')).toBe('https://example.com/a%20b');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    'ftp://example.com/file',
    'file:///etc/passwd',
    'vbscript:msgbox',
  ])('refuses %s as not http', (raw) => {
    expect(validateAttachmentLink(raw)).toBe('LINK_NOT_HTTP');
    expect(normaliseAttachmentLink(raw)).toBeNull();
  });

  it('refuses blanks, relative paths and over-long links', () => {
    expect(validateAttachmentLink('   ')).toBe('LINK_REQUIRED');
    expect(validateAttachmentLink('/relative/path')).toBe('LINK_INVALID');
    expect(validateAttachmentLink(`https://example.com/${'a'.repeat(2100)}`)).toBe('LINK_TOO_LONG');
  });

  it('never accepts a link whose parsed protocol is not http or https', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const stored = normaliseAttachmentLink(raw);
        if (stored !== null) expect(['http:', 'https:']).toContain(new URL(stored).protocol);
      }),
    );
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        expect(validateAttachmentLink(url)).toBeNull();
      }),
    );
  });
});

describe('validateAttachmentFile', () => {
  it('accepts up to 10 MB, refuses empty and larger files', () => {
    expect(validateAttachmentFile(1)).toBeNull();
    expect(validateAttachmentFile(ATTACHMENT_MAX_BYTES)).toBeNull();
    expect(validateAttachmentFile(ATTACHMENT_MAX_BYTES + 1)).toBe('FILE_TOO_LARGE');
    expect(validateAttachmentFile(0)).toBe('FILE_EMPTY');
  });
});

describe('describeAttachment', () => {
  it('shows the given name, else the link', () => {
    expect(describeAttachment('https://e.com', ' Match report ')).toBe('Match report');
    expect(describeAttachment('https://e.com', null)).toBe('https://e.com');
    expect(describeAttachment('https://e.com', '  ')).toBe('https://e.com');
  });
});
