import { createContext, useContext, useEffect, useState, useTransition, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';

/** Where the pages are: the address's path and query, as the rendered pages know them. */
interface PagesLocation {
  readonly path: string;
  readonly search: string;
}

/**
 * The events of an address change: a link's (wouter sends `pushState` for `history.pushState`: its browser location
 * module patches it, and `navigate` below comes from there) and the browser's back and forward.
 */
const NAVIGATION_EVENTS = ['popstate', 'pushState', 'hashchange'] as const;
/**
 * A replaced address (wouter's `replaceState`) is a redirect or a correction: the pages follow it in the same render
 * as what caused it (a sign-in's redirect, a sign-out), never one render behind.
 */
const REDIRECT_EVENT = 'replaceState';

const addressNow = (): PagesLocation => ({ path: window.location.pathname, search: window.location.search });

const PagesLocationContext = createContext<PagesLocation | null>(null);
const NavigationPendingContext = createContext(false);

/**
 * The main app's location (docs/architecture.md#interactions-on-a-slow-phone). A link changes the address at once;
 * the pages follow it in a React transition (a redirect, at once). A tap on a link therefore paints at once, and the
 * next page renders in slices that give way to the next input. wouter's own location hook is an external store,
 * whose every change React renders at once, in the task of the tap.
 * The page that follows is keyed by its route (feature-routes.tsx), so its placeholder shows while its code loads: the
 * transition never holds the old page on screen for a download.
 */
export function TransitionLocation({ children }: { readonly children: ReactNode }) {
  const [location, setLocation] = useState(addressNow);
  const [pending, startTransition] = useTransition();
  useEffect(() => {
    let pathFollowed = addressNow().path;
    const follow = (): void => {
      pathFollowed = addressNow().path;
      setLocation((shown) => {
        const address = addressNow();
        return address.path === shown.path && address.search === shown.search ? shown : address;
      });
    };
    // Another path is another page: its render is a transition. A new query on the same path is the page's own
    // change (a sort, a filter), which it shows at once, as it shows any other change of its state.
    const followInTransition = (): void => (addressNow().path === pathFollowed ? follow() : startTransition(follow));
    for (const type of NAVIGATION_EVENTS) window.addEventListener(type, followInTransition);
    window.addEventListener(REDIRECT_EVENT, follow);
    // An address changed between the first render and this effect (a redirect of the first load).
    follow();
    return () => {
      for (const type of NAVIGATION_EVENTS) window.removeEventListener(type, followInTransition);
      window.removeEventListener(REDIRECT_EVENT, follow);
    };
  }, []);
  return (
    <PagesLocationContext.Provider value={location}>
      <NavigationPendingContext.Provider value={pending}>{children}</NavigationPendingContext.Provider>
    </PagesLocationContext.Provider>
  );
}

function usePagesLocation(): PagesLocation {
  const location = useContext(PagesLocationContext);
  if (location === null) throw new Error('The app location hook is used outside TransitionLocation');
  return location;
}

/** wouter's location hook for the main app's Router: the pages' path, and the browser's navigate. */
export function useTransitionLocation(): [string, typeof navigate] {
  return [usePagesLocation().path, navigate];
}

/** wouter's search hook for the main app's Router: the query of the pages' location, with its path. */
export function useTransitionSearch(): string {
  return usePagesLocation().search;
}

/** Whether a navigation's next page is still rendering: the layout shows it is on its way. */
export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}
