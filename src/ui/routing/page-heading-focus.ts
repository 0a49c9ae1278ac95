/** The page's heading: the h1 of the main landmark (every layout has one `main`). */
function pageHeadingIn(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('main h1');
}

/** Focuses the heading without scrolling to it: the navigation has scrolled the page to its top already. */
function focusHeading(heading: HTMLElement): void {
  // A heading is not focusable by itself; -1 lets a script focus it without adding a tab stop.
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/**
 * Moves the focus to the page's h1 as soon as it is in the document (a lazy page shows a placeholder
 * first), so that a screen reader announces the page a navigation opened
 * (docs/product-rules.md#routing-rules). It gives up when the user clicks or types before the heading
 * arrives (their focus is theirs), or when the returned function is called (a newer navigation).
 */
export function focusPageHeadingWhenShown(doc: Document): () => void {
  const shown = pageHeadingIn(doc);
  if (shown) {
    focusHeading(shown);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const heading = pageHeadingIn(doc);
    if (!heading) return;
    stop();
    focusHeading(heading);
  });
  const stop = () => {
    observer.disconnect();
    doc.removeEventListener('pointerdown', stop, true);
    doc.removeEventListener('keydown', stop, true);
  };
  observer.observe(doc.body, { childList: true, subtree: true });
  doc.addEventListener('pointerdown', stop, true);
  doc.addEventListener('keydown', stop, true);
  return stop;
}

/**
 * Calls `onAction` once, at the user's first click, touch, key or back/forward: the redirects of the
 * first load (`/` to the dashboard, a signed-out visit to the login) are not navigations of theirs,
 * and must not take the focus from the start of the page. Returns a function that stops listening.
 */
export function watchFirstUserAction(doc: Document, onAction: () => void): () => void {
  const act = () => {
    stop();
    onAction();
  };
  const stop = () => {
    doc.removeEventListener('pointerdown', act, true);
    doc.removeEventListener('keydown', act, true);
    doc.defaultView?.removeEventListener('popstate', act);
  };
  doc.addEventListener('pointerdown', act, true);
  doc.addEventListener('keydown', act, true);
  // The browser's back and forward buttons are the user's too, though the page sees no click.
  doc.defaultView?.addEventListener('popstate', act);
  return stop;
}
