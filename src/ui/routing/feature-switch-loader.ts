/**
 * Loads the features' routes (a chunk of its own, not on /login). The login page starts it when
 * a login is sent, so the next page does not wait for it.
 */
export const loadFeatureSwitch = () => import('./feature-switch');
