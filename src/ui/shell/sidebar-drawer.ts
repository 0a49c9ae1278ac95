/**
 * A phone or a tablet held in the hand: a touch screen as the main pointer, in a window where the sidebar is a drawer
 * over the page rather than beside it (app.css: beside the page from 1024 px). A large window of many physical pixels
 * starts with the sidebar open and keeps it as the user left it (docs/product-rules.md#sidebar-layout); in the hand,
 * the drawer covers the page, so a login or a navigation closes it.
 */
const DRAWER_MEDIA = '(max-width: 1023.98px) and (pointer: coarse)';

/** Whether this window shows the sidebar as a drawer in the hand: then a navigation or a login closes it. */
export function sidebarShownAsDrawer(): boolean {
  return window.matchMedia(DRAWER_MEDIA).matches;
}
