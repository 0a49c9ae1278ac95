export type AnalyticsEvent =
  | { readonly name: 'page_load'; readonly path: string }
  | { readonly name: 'page_not_found'; readonly page: string }
  | { readonly name: 'sidebar_toggled'; readonly expanded: boolean };

export interface Analytics {
  track(event: AnalyticsEvent): void;
}
