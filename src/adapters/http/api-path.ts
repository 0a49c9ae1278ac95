/**
 * An API call is written as its route pattern, `/public/shared-sessions/:token`, with its parameters given apart. The
 * client fills them in to send the request, and names the call by the pattern in every error it makes, so neither a
 * link token nor an id reaches an error report (docs/architecture.md#error-reporting).
 */

/** The names of a pattern's parameters: `'activityId' | 'segmentId'` for `/a/:activityId/segments/:segmentId`. */
export type ParamNames<P extends string> = P extends `${string}/:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}/:${infer Name}`
    ? Name
    : never;

/** A value for each parameter of the pattern. */
export type PathParams<P extends string> = Readonly<Record<ParamNames<P>, string>>;

/**
 * A pattern as the code writes it: a string literal (or a union of them). A string built at run time, such as
 * `` `/share/${token}` ``, is refused by the type checker, since it would be a path and not a pattern.
 */
export type RoutePattern<P extends string> = Record<never, never> extends Record<P, unknown> ? never : P;

/** How a call is named in errors and messages: `GET /public/shared-sessions/:token`. */
export function callName(method: string, pattern: string): string {
  return `${method} ${pattern}`;
}

/** `:name` as a whole segment of a pattern. */
const PARAMETER = /\/:([A-Za-z_]\w*)(?=\/|$)/g;

/**
 * The path of a call: each `:name` segment replaced by its value, encoded as one segment (a `/` in a value stays in
 * its segment). A missing value is a programming error; the message names the pattern and the parameter only.
 */
export function pathOf(pattern: string, params: Readonly<Record<string, string>> = {}): string {
  return pattern.replace(PARAMETER, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} of ${pattern}`);
    return `/${encodeURIComponent(value)}`;
  });
}
