import type { ErrorContext, ErrorSource } from '../../application/ports/error-reporter.port';
import { redactText } from './error-redaction';

/** An error as it was reported: what was thrown, where, on which path, and when (epoch ms). */
export interface ErrorOccurrence {
  readonly error: unknown;
  readonly context: ErrorContext;
  /** The page's path when it happened; only its route pattern goes into the report. */
  readonly path: string;
  readonly at: number;
}

/**
 * What leaves the browser about one error (docs/architecture.md#error-reporting): every text redacted, the page named
 * by its route pattern (`/reset-password/:token`), and how many times it happened while its report was folded.
 */
export interface ErrorReport {
  readonly source: ErrorSource;
  readonly boundary?: 'page' | 'shell';
  /** The route pattern of the page, never its path. */
  readonly route: string;
  /** The build that ran: the package version and a build id. */
  readonly version: string;
  readonly name: string;
  readonly message: string;
  readonly stack?: string;
  /** The error's cause, when it has one: `Name: message`. */
  readonly cause?: string;
  readonly componentStack?: string;
  /** When it first happened (epoch ms). */
  readonly at: number;
  readonly count: number;
}

/** What a report adds to an occurrence. */
export interface ErrorReportDetails {
  readonly route: string;
  readonly version: string;
  /** Personal values to remove from every text (the signed-in account's names and email addresses). */
  readonly knownValues: readonly string[];
}

/** Lengths kept of each text, after redaction: a batch of reports must fit in one beacon (64 KB). */
export const ERROR_REPORT_TEXT_LIMITS = { name: 100, message: 500, stack: 4000, componentStack: 2000 } as const;

interface ErrorDescription {
  readonly name: string;
  readonly message: string;
  readonly stack?: string;
  readonly cause?: string;
}

function stringProperty(value: object, key: string): string | undefined {
  const property: unknown = (value as Record<string, unknown>)[key];
  return typeof property === 'string' ? property : undefined;
}

/** Name and message of anything thrown: an Error, an error-like object, a string, or anything else. */
function nameAndMessageOf(error: unknown): { readonly name: string; readonly message: string } {
  if (typeof error === 'string') return { name: 'Non-error value', message: error };
  const message = typeof error === 'object' && error !== null ? stringProperty(error, 'message') : undefined;
  if (message === undefined) {
    return {
      name: 'Non-error value',
      message: typeof error === 'object' && error !== null ? Object.prototype.toString.call(error) : String(error),
    };
  }
  return { name: stringProperty(error as object, 'name') ?? 'Error', message };
}

/** Adds the stack, and the cause's name and message (one level: a cause may be the error itself). */
function descriptionOf(error: unknown): ErrorDescription {
  const description = nameAndMessageOf(error);
  if (typeof error !== 'object' || error === null || !('message' in error)) return description;
  const cause: unknown = (error as { cause?: unknown }).cause;
  const causeText =
    cause === undefined || cause === null ? undefined : Object.values(nameAndMessageOf(cause)).join(': ');
  const stack = stringProperty(error, 'stack');
  return {
    ...description,
    ...(stack === undefined ? {} : { stack }),
    ...(causeText === undefined ? {} : { cause: causeText }),
  };
}

function cut(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}

/**
 * A very long text is first cut to a few times what is kept, at a blank and before an unclosed quote: a token, an
 * address or quoted data cut in half would no longer look like one to the redaction.
 */
function beforeRedaction(text: string, limit: number): string {
  if (text.length <= limit * 4) return text;
  let end = limit * 4;
  while (end > 0 && !/\s/.test(text[end - 1]!)) end -= 1;
  let kept = text.slice(0, end);
  if ((kept.split('"').length - 1) % 2 === 1) kept = kept.slice(0, kept.lastIndexOf('"'));
  return kept;
}

/** Redacts, then cuts to the limit: a token cut in half would no longer look like one. */
function safeText(text: string, limit: number, knownValues: readonly string[]): string {
  return cut(redactText(beforeRedaction(text, limit), knownValues), limit);
}

export function errorReportOf(occurrence: ErrorOccurrence, details: ErrorReportDetails): ErrorReport {
  const { name, message, stack, cause } = descriptionOf(occurrence.error);
  const { context } = occurrence;
  const limits = ERROR_REPORT_TEXT_LIMITS;
  const text = (value: string, limit: number) => safeText(value, limit, details.knownValues);
  return {
    source: context.source,
    ...(context.boundary === undefined ? {} : { boundary: context.boundary }),
    route: details.route,
    version: details.version,
    name: text(name, limits.name),
    message: text(message, limits.message),
    ...(stack === undefined ? {} : { stack: text(stack, limits.stack) }),
    ...(cause === undefined ? {} : { cause: text(cause, limits.message) }),
    ...(context.componentStack === undefined
      ? {}
      : { componentStack: text(context.componentStack, limits.componentStack) }),
    at: occurrence.at,
    count: 1,
  };
}

/** The first frame of a stack: the line after the message that names a function or a script. */
function firstFrameOf(stack: string | undefined): string {
  return (
    stack
      ?.split('\n')
      .find((line) => /^\s*at\s|@/.test(line))
      ?.trim() ?? ''
  );
}

/** Two reports with the same fingerprint are the same error, thrown again: they fold into one with a count. */
export function fingerprintOf(report: ErrorReport): string {
  return [
    report.source,
    report.boundary ?? '',
    report.route,
    report.name,
    report.message,
    firstFrameOf(report.stack),
  ].join('\n');
}
