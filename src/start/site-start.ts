import type { FetchFunction } from '../adapters/http/retrying-fetch';

/**
 * How src/start/main.tsx starts either site (the main app, src/start/app-main.tsx, or the integration site,
 * src/start/integration-main.tsx): the site prepares, then renders into the root at once.
 */
export interface SiteOptions {
  /** The fetch of the site's API calls: the demo's waits for its mock backend; by default the browser's. */
  readonly fetch?: FetchFunction;
}

/** A rendered site: main.tsx takes it down to show a start failure in its place. */
interface RenderedSite {
  unmount(): void;
}

/** The first render of a prepared site. */
export type RenderSite = (root: HTMLElement) => RenderedSite;
