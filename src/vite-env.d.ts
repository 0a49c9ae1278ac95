/// <reference types="vite/client" />

/** True in the demo build (mock backend in the browser); false in the real-API build. */
declare const __DEMO__: boolean;

interface ImportMetaEnv {
  readonly VITE_PLAYER_API_URL?: string;
  readonly VITE_INTEGRATION_API_URL?: string;
}

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
