import type { ErrorReporter } from '../../application/ports/error-reporter.port';

/** The part of `window` the listeners need. */
export interface ErrorEventTarget {
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
  addEventListener(type: 'unhandledrejection', listener: (event: PromiseRejectionEvent) => void): void;
}

/**
 * Reports what nothing else catches (docs/architecture.md#error-reporting): uncaught exceptions (event handlers,
 * timers, the start failure main.tsx reports) and unhandled rejections. The events are not cancelled, so the
 * browser still writes them to the console. React's render errors do not arrive here: the root options report them.
 */
export function listenForWindowErrors(target: ErrorEventTarget, reporter: ErrorReporter): void {
  target.addEventListener('error', (event) => {
    // A script from another origin gives only "Script error." and no error object.
    reporter.report(event.error ?? event.message, { source: 'window-error' });
  });
  target.addEventListener('unhandledrejection', (event) => {
    reporter.report(event.reason, { source: 'unhandled-rejection' });
  });
}
