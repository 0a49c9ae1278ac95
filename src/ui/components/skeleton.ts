import './skeleton.css';

/**
 * The class of a loading placeholder: a block of the final size with a sweeping band, its corners rounded by 6 px
 * unless the placeholder says otherwise (docs/architecture.md#loading-placeholders). A placeholder adds its own class
 * for its size.
 */
export const SKELETON_CLASS = 'skeleton';
