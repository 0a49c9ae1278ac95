/**
 * The part of jsdom's API the unit tests use to open a whole page (tests/unit/login-card.test.ts): jsdom ships no
 * types, and @types/jsdom would be one more dependency for one constructor.
 */
declare module 'jsdom' {
  export interface ConstructorOptions {
    readonly url?: string;
    readonly runScripts?: 'dangerously' | 'outside-only';
    readonly beforeParse?: (window: Window) => void;
  }
  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis;
  }
}
