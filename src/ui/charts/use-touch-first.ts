import { useSyncExternalStore } from 'react';

/** A touch screen as the main pointer (a phone, a tablet): the charts' hints speak of fingers there. */
const TOUCH_FIRST_MEDIA = '(pointer: coarse)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(TOUCH_FIRST_MEDIA);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function touchFirst(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(TOUCH_FIRST_MEDIA).matches
  );
}

/** Whether the main pointer is a finger, kept up to date (a tablet docked to a keyboard and mouse changes it). */
export function useTouchFirst(): boolean {
  return useSyncExternalStore(subscribe, touchFirst, () => false);
}
