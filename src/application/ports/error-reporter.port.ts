/**
 * Where an error surfaced (docs/architecture.md#error-reporting):
 * - `window-error`: an uncaught exception (an event handler, a timer, a script), or the start failure main.tsx reports;
 * - `unhandled-rejection`: a promise rejected with nobody to handle it;
 * - `react-uncaught`: a render error no error boundary caught (React unmounts the root);
 * - `react-caught`: a render error, or a chunk that failed to load, caught by an error boundary, which shows the fault.
 */
export type ErrorSource = 'window-error' | 'unhandled-rejection' | 'react-uncaught' | 'react-caught';

export interface ErrorContext {
  readonly source: ErrorSource;
  /** For `react-caught`: the boundary that caught it, a page's (`page`) or the whole window's (`shell`). */
  readonly boundary?: 'page' | 'shell';
  /** For errors React saw: the components from the root down to the one that threw. */
  readonly componentStack?: string;
}

/**
 * Tells whoever watches the app that something broke. Each thrown error is reported once, by the place where it
 * surfaced; the adapter decides where it goes (the console, a report endpoint, nowhere) and what of it may leave.
 */
export interface ErrorReporter {
  report(error: unknown, context: ErrorContext): void;
}
