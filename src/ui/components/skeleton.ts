import './skeleton.css';

/**
 * The class of every loading placeholder: a block of the final size with a sweeping band, the same on every page
 * (docs/architecture.md#loading-placeholders). A placeholder adds its own class for its size.
 */
export const SKELETON_CLASS = 'skeleton';
