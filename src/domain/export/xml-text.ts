/**
 * Characters XML 1.0 cannot hold at all, not even as references: C0 controls other than tab,
 * line feed and carriage return, lone surrogates, U+FFFE and U+FFFF
 * (https://www.w3.org/TR/xml/#charsets). They are left out. With the `u` flag a surrogate range
 * matches only lone surrogates (a valid pair is one code point).
 */
// eslint-disable-next-line no-control-regex -- finding the control characters is the point
const NOT_XML_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/gu;

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  // A raw CR would be read back as a line feed (XML end-of-line handling); the reference keeps it.
  '\r': '&#13;',
};

/** Free text as XML character data or attribute value: escaped, and without the characters XML forbids. */
export function escapeXmlText(text: string): string {
  return text.replace(NOT_XML_CHARACTERS, '').replace(/[&<>"'\r]/g, (character) => XML_ESCAPES[character] ?? character);
}
