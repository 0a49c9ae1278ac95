import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeXmlText } from './xml-text';

/** What an XML parser gives back for our escapes. */
function unescapeXml(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|apos|#13);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#13': '\r' })[name] ?? '',
  );
}

/** Any code point, lone surrogates included (fast-check's 'binary' unit is far slower to set up). */
const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code));

describe('escapeXmlText', () => {
  it('escapes the markup characters and keeps the rest', () => {
    expect(escapeXmlText('Run <5k> & "fun" \'n\' café 🏃')).toBe(
      'Run &lt;5k&gt; &amp; &quot;fun&quot; &apos;n&apos; café 🏃',
    );
    expect(escapeXmlText('a\r\nb\tc')).toBe('a&#13;\nb\tc');
  });

  it('leaves out what XML cannot hold: most controls, lone surrogates, U+FFFE and U+FFFF', () => {
    expect(escapeXmlText('a\u0000b\u0008c\u001Fd\uD800e\uDFFFf\uFFFEg\uFFFF')).toBe('abcdefg');
  });

  it('reads back as the text, less the characters XML cannot hold', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.oneof(
            anyCodePoint,
            fc.constantFrom('<', '&', '"', "'", '\r', '\n', '\uD800', '\uDC00', '\uFFFF', 'é', 'a'),
          ),
        }),
        (text) => {
          const escaped = escapeXmlText(text);
          expect(escaped).not.toMatch(/[<>"'\r]|&(?!(amp|lt|gt|quot|apos|#13);)/);
          expect(unescapeXml(escaped)).toBe(
            // eslint-disable-next-line no-control-regex -- the characters XML forbids
            text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/gu, ''),
          );
        },
      ),
    );
  });
});
