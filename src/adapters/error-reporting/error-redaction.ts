/**
 * What an error report may carry (docs/architecture.md#error-reporting): never a token, an email, a name or a query
 * string. Error messages and stacks are free text that may hold any of them (a URL with a link token, a server's
 * description naming the user, the start of a JSON answer), so every text of a report goes through `redactText`.
 */

/** Replacements; none of them matches a pattern below, so redacting twice changes nothing. */
const EMAIL = '[email]';
const TOKEN = '[token]';
const NAME = '[name]';
const SECRET = '[redacted]';
/** Stands for the rest of a path that may hold tokens or ids. */
const REST_OF_PATH = '…';

/**
 * The kinds of text that are replaced, tried in this order at each place of the text (one pass, so a URL is handled
 * as a URL even though its path or query holds something the later patterns would also take). Every repetition is
 * bounded or anchored at the start of a run, so the time grows with the length of the text, never with its square:
 * reporting a long stack must not freeze the page.
 */
const SENSITIVE = new RegExp(
  [
    // An http(s) URL, up to a blank, a quote or a bracket (stack frames wrap their URL in parentheses).
    String.raw`(?<url>\bhttps?:\/\/[^\s"'<>()[\]{}\\^` + '`' + String.raw`|]+)`,
    // Text in double quotes: the start of a JSON answer in a parse error, a server's description.
    String.raw`(?<quoted>"[^"\n]*")`,
    // A credential after its scheme, as an Authorization header writes it.
    String.raw`(?<scheme>\b(?:Bearer|Basic|Token)\s+)[\w.~+/-]+=*`,
    // A value written after a secret's name: token=…, "refresh_token": …, X-Api-Key: …, Authorization: Bearer …
    String.raw`(?<![\w-])(?<key>[\w-]{0,64}?(?:token|password|passwd|secret|api[_-]?key|access[_-]?code|authorization)[\w-]{0,64}\s*[:=]\s*)(?:(?:Bearer|Basic|Token)\s+)?[^\s"',;}[\]]+`,
    // A JSON Web Token.
    String.raw`(?<jwt>\beyJ[\w-]+\.[\w-]+(?:\.[\w-]*)?)`,
    // An email address (the local part as RFC 5322 allows it unquoted, at most 64 characters; dotted labels).
    String.raw`(?<email>[A-Za-z0-9.!#$%&'*+/=?^_` + '`' + String.raw`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?){1,8})`,
    // A long run of letters, digits, - and _ (replaced if it mixes letters and digits, as random tokens and ids do).
    String.raw`(?<![\w-])(?<run>[\w-]{24,})`,
  ].join('|'),
  'gi',
);

/** The last segment of a script or style file's URL, such as a stack frame names: kept whole, so maps still apply. */
const SOURCE_FILE = /\.(?:m?js|jsx|tsx?|css|html?)$/i;
/** A path segment of a source file's URL: plain file-system characters (Vite's dev paths start with @). */
const SOURCE_SEGMENT = /^@?[\w.~-]+$/;
/** The first segment of a page or API path, such as `reset-password` or `api`: a word, never a token. */
const FIRST_SEGMENT = /^[a-z][a-z0-9_-]{0,39}$/i;
/** `:line` or `:line:column` at the end of a stack frame's URL. */
const LINE_AND_COLUMN = /(?::\d+){1,2}$/;
/** Punctuation that ends a sentence after a URL rather than belonging to it. */
const SENTENCE_END = '.,;:!?';

/** A URL as found in text, split into the URL itself, its stack position and the punctuation after it. */
function urlPartsOf(raw: string): { readonly body: string; readonly position: string; readonly punctuation: string } {
  let end = raw.length;
  while (end > 0 && SENTENCE_END.includes(raw[end - 1]!)) end -= 1;
  const withPosition = raw.slice(0, end);
  const position = LINE_AND_COLUMN.exec(withPosition)?.[0] ?? '';
  return { body: withPosition.slice(0, withPosition.length - position.length), position, punctuation: raw.slice(end) };
}

/**
 * A URL without what could identify someone: no user name or password, no query, no fragment. A source file's path
 * (a stack frame's script) is kept; any other path keeps its first segment only (`https://api.example.com/api/…`),
 * since link tokens and ids sit in the segments after it.
 */
function redactUrl(raw: string): string {
  const { body, position, punctuation } = urlPartsOf(raw);
  let url: URL;
  try {
    url = new URL(body);
  } catch {
    return `[url]${punctuation}`;
  }
  const segments = url.pathname.split('/').slice(1);
  const isSourceFile = SOURCE_FILE.test(segments.at(-1) ?? '') && segments.every((segment) => SOURCE_SEGMENT.test(segment));
  if (isSourceFile) return `${url.origin}${url.pathname}${position}${punctuation}`;
  const [first = '', ...rest] = segments;
  const path = FIRST_SEGMENT.test(first) ? `/${first}${rest.some((segment) => segment !== '') ? `/${REST_OF_PATH}` : ''}` : first === '' ? '/' : `/${REST_OF_PATH}`;
  return `${url.origin}${path}${punctuation}`;
}

function escapedForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Replaces the personal values the app knows (the signed-in account's names and addresses), as whole words and in
 * any case: a name has no shape that a pattern could find.
 */
function withoutKnownValues(text: string, knownValues: readonly string[]): string {
  const values = [...new Set(knownValues.map((value) => value.trim()).filter((value) => value.length >= 2))]
    // The longest first, so that "Ann Lee" goes before "Ann".
    .sort((a, b) => b.length - a.length);
  if (values.length === 0) return text;
  // Not inside a replacement already made ([name], [email]…).
  const known = new RegExp(`(?<![\\p{L}\\p{N}[])(?:${values.map(escapedForRegExp).join('|')})(?![\\p{L}\\p{N}\\]])`, 'giu');
  return text.replace(known, (value) => (value.includes('@') ? EMAIL : NAME));
}

/**
 * The text without tokens, emails, names, query strings or quoted data. `knownValues` are personal values to remove
 * wherever they appear (the signed-in account's names and email addresses).
 */
export function redactText(text: string, knownValues: readonly string[] = []): string {
  // The patterns first: a known name that starts an email address must not leave its domain behind.
  const redacted = text.replace(SENSITIVE, (match: string, ...args: unknown[]) => {
    const groups = args.at(-1) as Record<string, string | undefined>;
    if (groups.url !== undefined) return redactUrl(match);
    if (groups.quoted !== undefined) return `"${SECRET}"`;
    if (groups.scheme !== undefined) return `${groups.scheme}${TOKEN}`;
    if (groups.key !== undefined) return `${groups.key}${SECRET}`;
    if (groups.email !== undefined) return EMAIL;
    if (groups.run !== undefined) return /\d/.test(match) && /[a-z]/i.test(match) ? TOKEN : match;
    return TOKEN;
  });
  return withoutKnownValues(redacted, knownValues);
}
