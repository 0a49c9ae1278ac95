/// <reference types="vite/client" />

/** True in the demo build (mock backend in the browser); false in the real-API build. */
declare const __DEMO__: boolean;

/** The build that runs, for error reports: the package version and a build id (tools/build/build-version.ts). */
declare const __BUILD_VERSION__: string;

interface ImportMetaEnv {
  readonly VITE_PLAYER_API_URL?: string;
  readonly VITE_INTEGRATION_API_URL?: string;
  /** Where a real-API build sends its error reports (docs/architecture.md#error-reporting); unset: none are sent. */
  readonly VITE_ERROR_REPORT_URL?: string;
}

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
