import { useEffect } from 'react';

/** The brand every tab title ends with, and the whole title while no page has named itself. */
const BRAND = 'Pulseboard';

/**
 * Who names the tab: the route (its manifest's title, set by the feature outlet) or the page
 * itself (its heading, such as a session's name, or a fault). A page's own name wins over its route's.
 */
type TitleSource = 'route' | 'page';

interface TitleClaim {
  readonly source: TitleSource;
  readonly title: string;
}

/** The titles of what is on screen, in the order they were claimed; the latest page claim wins. */
const claims: TitleClaim[] = [];

/** "Calendar · Pulseboard"; just the brand for an empty title. */
function documentTitleOf(title: string): string {
  return title.trim() === '' ? BRAND : `${title} · ${BRAND}`;
}

function showLatestClaim(): void {
  const claim = claims.findLast((c) => c.source === 'page') ?? claims.findLast((c) => c.source === 'route');
  document.title = documentTitleOf(claim?.title ?? '');
}

/**
 * Names the browser tab (and so the history entry) after the page while the calling component is
 * shown (docs/product-rules.md#routing-rules). The route outlet claims the manifest's title; the
 * page header and the fault state claim theirs, which win: the session page reads "<name> · Pulseboard".
 */
export function usePageTitle(title: string, source: TitleSource = 'page'): void {
  useEffect(() => {
    const claim: TitleClaim = { source, title };
    claims.push(claim);
    showLatestClaim();
    return () => {
      claims.splice(claims.indexOf(claim), 1);
      showLatestClaim();
    };
  }, [source, title]);
}
