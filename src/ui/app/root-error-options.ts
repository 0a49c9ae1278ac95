import type { RootOptions } from 'react-dom/client';
import type { ErrorContext, ErrorReporter } from '../../application/ports/error-reporter.port';

/**
 * The scope of one of our error boundaries (error-boundary.tsx: `page` or `shell`), read from the props of the
 * instance React hands over. Not with `instanceof`: importing the boundary into the start files splits the chunk
 * both sites share, which costs /login about 3 KB of gzip.
 */
function boundaryScopeOf(boundary: unknown): ErrorContext['boundary'] {
  const scope = (boundary as { readonly props?: { readonly scope?: unknown } } | null | undefined)?.props?.scope;
  return scope === 'page' || scope === 'shell' ? scope : undefined;
}

/**
 * The React root's error callbacks (docs/architecture.md#error-reporting). A render error, or a chunk that failed to
 * load, reaches the reporter here exactly once: caught by one of our error boundaries (which show the fault and
 * report nothing themselves), or by none. They replace React's own console messages; the reporter of development
 * builds writes to the console instead.
 */
export function rootErrorOptionsOf(reporter: ErrorReporter): Pick<RootOptions, 'onCaughtError' | 'onUncaughtError'> {
  return {
    onCaughtError: (error, { componentStack, errorBoundary }) => {
      const boundary = boundaryScopeOf(errorBoundary);
      reporter.report(error, {
        source: 'react-caught',
        ...(boundary === undefined ? {} : { boundary }),
        ...(componentStack === undefined ? {} : { componentStack }),
      });
    },
    onUncaughtError: (error, { componentStack }) => {
      reporter.report(error, { source: 'react-uncaught', ...(componentStack === undefined ? {} : { componentStack }) });
    },
  };
}
