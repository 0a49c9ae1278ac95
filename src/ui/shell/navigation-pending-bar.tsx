import { useNavigationPending } from '../routing/transition-location';
import './navigation-pending-bar.css';

/**
 * A thin bar along the top of the window while a navigation's next page renders
 * (docs/architecture.md#interactions-on-a-slow-phone). It appears only after a short delay, so a fast navigation
 * shows none; the focus moves to the new page's heading when it arrives.
 */
export function NavigationPendingBar() {
  return useNavigationPending() ? <div className="navigation-pending" aria-hidden="true" /> : null;
}
