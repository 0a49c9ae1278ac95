import { describe, expect, it } from 'vitest';
import type { ErrorContext } from '../../application/ports/error-reporter.port';
import { listenForWindowErrors, type ErrorEventTarget } from './window-error-listeners';

/** A window stand-in that keeps its listeners, so the test can dispatch what the browser would. */
function fakeWindow() {
  const listeners = new Map<string, (event: never) => void>();
  const target = {
    addEventListener: (type: string, listener: (event: never) => void) => listeners.set(type, listener),
  } as ErrorEventTarget;
  const dispatch = (type: string, event: object) => listeners.get(type)?.(event as never);
  return { target, dispatch };
}

describe('listenForWindowErrors', () => {
  it('reports an uncaught error and an unhandled rejection once each, with where they surfaced', () => {
    const reports: [unknown, ErrorContext][] = [];
    const { target, dispatch } = fakeWindow();
    listenForWindowErrors(target, { report: (error, context) => reports.push([error, context]) });
    const thrown = new Error('thrown');
    dispatch('error', { error: thrown, message: 'Uncaught Error: thrown' });
    dispatch('unhandledrejection', { reason: 'rejected' });
    expect(reports).toEqual([
      [thrown, { source: 'window-error' }],
      ['rejected', { source: 'unhandled-rejection' }],
    ]);
  });

  it('reports the message of an error that came without its object (a script from another origin)', () => {
    const reports: unknown[] = [];
    const { target, dispatch } = fakeWindow();
    listenForWindowErrors(target, { report: (error) => reports.push(error) });
    dispatch('error', { error: null, message: 'Script error.' });
    expect(reports).toEqual(['Script error.']);
  });
});
