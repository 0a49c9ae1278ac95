import { hasCustomPhoto } from '../../domain/account/user';
import { safeImageUrl } from '../../domain/navigation/safe-image-url';

/**
 * The shell's small avatars' default (the top bar's, the sidebar's): a bitmap, which the browser decodes off the
 * page's main thread. An SVG image is laid out and recorded on it each time it shows at a new size: in a 6× trace,
 * 10–18 ms of the drawer's first paint on a phone.
 */
const DEFAULT_AVATAR = '/images/default-avatar.png';

/** A player's photo when it is their own and a safe image URL, else the default avatar. */
export function avatarSource(photo: string | null): string {
  return (hasCustomPhoto(photo) ? safeImageUrl(photo, window.location.origin) : null) ?? DEFAULT_AVATAR;
}
