import { trustedScriptUrl } from '../domain/navigation/trusted-script-url';

/** The part of the Trusted Types API used here (TypeScript's DOM library does not declare it). */
interface TrustedTypePolicyFactory {
  readonly defaultPolicy: unknown;
  createPolicy(name: string, rules: { createScriptURL(input: string): string | null }): unknown;
}

/**
 * The page's Trusted Types policy (docs/architecture.md#security). The Content-Security-Policy requires Trusted
 * Types for scripts and allows one policy, `default`, so every string that reaches a script sink passes here:
 * Vite's `new Worker(new URL(…))` for the recording-analysis worker and msw's service worker registration in the
 * demo, which hand plain strings and cannot be given a policy of ours. It accepts script URLs only, and only the
 * app's own (trustedScriptUrl); HTML and script strings have no rule, so an `innerHTML` of a string is refused.
 * Created first thing at start, before any of those sinks is reached; a browser without Trusted Types skips it.
 * `otherScripts`: the paths of scripts outside the built assets that may start (the demo's mock service worker).
 */
export function installTrustedTypesPolicy(otherScripts: readonly string[]): void {
  const factory = (window as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  if (factory === undefined || factory.defaultPolicy !== null) return;
  // Returning null refuses the URL: the browser reports it as a violation.
  factory.createPolicy('default', {
    createScriptURL: (input) => trustedScriptUrl(input, window.location.href, otherScripts),
  });
}
