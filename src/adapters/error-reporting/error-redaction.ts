/**
 * What an error report may carry (docs/architecture.md#error-reporting): never a token, an email, a name, a query
 * string or the segments of a path after its first. Error messages and stacks are free text that may hold any of them
 * (a URL or a path with a link token, an address in a query, a server's description naming the user, the start of a
 * JSON answer), so every text of a report goes through `redactText`.
 */

/** Replacements; none of them matches a pattern below, so redacting twice changes nothing. */
const EMAIL = '[email]';
const TOKEN = '[token]';
const NAME = '[name]';
const SECRET = '[redacted]';
/** Stands for the rest of a path that may hold tokens or ids. */
const REST_OF_PATH = '…';

/** The characters of a URL or a path as text writes it: up to a blank, a quote or a bracket (stack frames wrap theirs). */
const LOCATION_CHARACTERS = String.raw`[^\s"'<>()[\]{}\\^` + '`' + String.raw`|]`;

/**
 * The kinds of text that are replaced, tried in this order at each place of the text (one pass, so a URL is handled
 * as a URL even though its path or query holds something the later patterns would also take). Every repetition is
 * bounded or anchored at the start of a run, so the time grows with the length of the text, never with its square:
 * reporting a long stack must not freeze the page.
 */
const SENSITIVE = new RegExp(
  [
    // An http(s) URL.
    String.raw`(?<url>\bhttps?:\/\/${LOCATION_CHARACTERS}+)`,
    // A path without a scheme, where a word starts (after a blank, an opening bracket, a quote or `=`): `/share/…`,
    // `/login?…`. Never right after a replacement's `]`, so that redacting again finds no new path.
    String.raw`(?<![\w/.:@%~+\]-])(?<path>\/${LOCATION_CHARACTERS}*)`,
    // Text in double quotes: the start of a JSON answer in a parse error, a server's description.
    String.raw`(?<quoted>"[^"\n]*")`,
    // A credential after its scheme, as an Authorization header writes it.
    String.raw`(?<scheme>\b(?:Bearer|Basic|Token)\s+)[\w.~+/-]+=*`,
    // A value written after a secret's name: token=…, "refresh_token": …, X-Api-Key: …, Authorization: Bearer …
    String.raw`(?<![\w-])(?<key>[\w-]{0,64}?(?:token|password|passwd|secret|api[_-]?key|access[_-]?code|authorization)[\w-]{0,64}\s*[:=]\s*)(?:(?:Bearer|Basic|Token)\s+)?[^\s"',;}[\]]+`,
    // A JSON Web Token.
    String.raw`(?<jwt>\beyJ[\w-]+\.[\w-]+(?:\.[\w-]*)?)`,
    // An email address (the local part as RFC 5322 allows it unquoted, at most 64 characters; dotted labels), its @
    // written as it is or percent-encoded (`a%40b.c` in a query, `%2540` encoded twice).
    String.raw`(?<email>[A-Za-z0-9.!#$%&'*+/=?^_` +
      '`' +
      String.raw`{|}~-]{1,64}(?:@|%(?:25)?40)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?){1,8})`,
    // A query string on its own, after a word rather than a path: `login?email=…&next=…`.
    String.raw`(?<query>\?[\w.~%+-]+=${LOCATION_CHARACTERS}*)`,
    // A run of 16 or more letters, digits, - and _ (replaced unless it reads as words: see isTokenLike).
    String.raw`(?<![\w-])(?<run>[\w-]{16,})`,
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

/** A parameter of a route pattern, such as `:token`: a name, never a value. */
const ROUTE_PARAMETER = /^:[A-Za-z_]\w{0,39}$/;
/** A fixed segment of a route pattern, such as `shared-sessions`. */
const ROUTE_WORD = /^[a-z_][a-z0-9_-]{0,39}$/;

/** A capitalised word of an identifier: `Session`. */
const LATER_WORD = '[A-Z][a-z]{2,14}';
/**
 * A run written as words rather than drawn at random, without a digit: lowercase words, alone or in kebab or snake
 * case (`visibilitychange`, `react-dom_client`), an identifier in camelCase or PascalCase of words of three letters or
 * more (`InvalidStateError`; `XMLHttpRequest`: an acronym may come first), or CONSTANT_CASE (`NS_ERROR_FAILURE`). A
 * random run of 16 characters nearly always holds a digit or mixes cases too often, and too unevenly, to read as one;
 * an identifier this misses (`getHTMLElement`) is only a name lost.
 */
const WORDS = new RegExp(
  `^(?:[a-z]+(?:[-_][a-z]+)*|(?:[a-z]+|[A-Z]{2,4}(?=[A-Z][a-z])|${LATER_WORD})(?:${LATER_WORD})+|[A-Z]{1,15}(?:_[A-Z]{1,15})+)$`,
);

/** Whether a run of letters, digits, - and _ may be a token: 16 or more of them that do not read as words. */
function isTokenLike(run: string): boolean {
  return run.length >= 16 && !WORDS.test(run);
}

/** A URL or a path as found in text, split into the location itself, its stack position and the punctuation after it. */
function locationPartsOf(raw: string): {
  readonly body: string;
  readonly position: string;
  readonly punctuation: string;
} {
  let end = raw.length;
  while (end > 0 && SENTENCE_END.includes(raw[end - 1]!)) end -= 1;
  const withPosition = raw.slice(0, end);
  const position = LINE_AND_COLUMN.exec(withPosition)?.[0] ?? '';
  return { body: withPosition.slice(0, withPosition.length - position.length), position, punctuation: raw.slice(end) };
}

/**
 * What may be told of a path (its query and fragment already gone). A source file's path (a stack frame's script) is
 * kept with its stack position, and so is a route pattern (`/public/shared-sessions/:token`: each segment a word or a
 * `:name`, at least one of them a `:name`), which names values without holding any. Any other path keeps its first
 * segment only (`/reset-password/…`), since link tokens and ids sit in the segments after it.
 */
function redactedPath(pathname: string, position: string): string {
  const segments = pathname.split('/').slice(1);
  const isSourceFile =
    SOURCE_FILE.test(segments.at(-1) ?? '') && segments.every((segment) => SOURCE_SEGMENT.test(segment));
  if (isSourceFile) return `${pathname}${position}`;
  const isWord = (segment: string, shape: RegExp) => shape.test(segment) && !isTokenLike(segment);
  const isRoutePattern =
    segments.some((segment) => ROUTE_PARAMETER.test(segment)) &&
    segments.every((segment) => ROUTE_PARAMETER.test(segment) || isWord(segment, ROUTE_WORD));
  if (isRoutePattern) return pathname;
  const [first = '', ...rest] = segments;
  if (!isWord(first, FIRST_SEGMENT))
    return first === '' && rest.every((segment) => segment === '') ? '/' : `/${REST_OF_PATH}`;
  return `/${first}${rest.some((segment) => segment !== '') ? `/${REST_OF_PATH}` : ''}`;
}

/** A URL without what could identify someone: no user name or password, no query, no fragment, no path after its first segment. */
function redactUrl(raw: string): string {
  const { body, position, punctuation } = locationPartsOf(raw);
  let url: URL;
  try {
    url = new URL(body);
  } catch {
    return `[url]${punctuation}`;
  }
  return `${url.origin}${redactedPath(url.pathname, position)}${punctuation}`;
}

/** A path without a scheme (`/login?email=…`, `/share/<token>`), redacted as a URL's: no query, no fragment, no path after its first segment. */
function redactPath(raw: string): string {
  const { body, position, punctuation } = locationPartsOf(raw);
  const end = body.search(/[?#]/);
  return `${redactedPath(end === -1 ? body : body.slice(0, end), position)}${punctuation}`;
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
  const known = new RegExp(
    `(?<![\\p{L}\\p{N}[])(?:${values.map(escapedForRegExp).join('|')})(?![\\p{L}\\p{N}\\]])`,
    'giu',
  );
  return text.replace(known, (value) => (value.includes('@') ? EMAIL : NAME));
}

/**
 * The text without tokens, emails, names, query strings, paths after their first segment or quoted data.
 * `knownValues` are personal values to remove wherever they appear (the signed-in account's names and email addresses).
 */
export function redactText(text: string, knownValues: readonly string[] = []): string {
  // The patterns first: a known name that starts an email address must not leave its domain behind.
  const redacted = text.replace(SENSITIVE, (match: string, ...args: unknown[]) => {
    const groups = args.at(-1) as Record<string, string | undefined>;
    if (groups.url !== undefined) return redactUrl(match);
    if (groups.path !== undefined) return redactPath(match);
    if (groups.quoted !== undefined) return `"${SECRET}"`;
    if (groups.scheme !== undefined) return `${groups.scheme}${TOKEN}`;
    if (groups.key !== undefined) return `${groups.key}${SECRET}`;
    if (groups.email !== undefined) return EMAIL;
    if (groups.query !== undefined) return '';
    if (groups.run !== undefined) return isTokenLike(match) ? TOKEN : match;
    return TOKEN;
  });
  return withoutKnownValues(redacted, knownValues);
}
