import { Plural } from '@lingui/react/macro';

/** Seconds left at which screen readers are told; announcing every second would drown everything else. */
const ANNOUNCED_SECONDS = new Set([60, 30, 10]);

/**
 * A polite live region for the countdown: it speaks only at a few thresholds, while the
 * visible timer ticks every second (WAI-ARIA: role="timer" is not announced by default).
 */
export function CountdownAnnouncer({ secondsLeft, expired }: { secondsLeft: number; expired: boolean }) {
  const announce = !expired && ANNOUNCED_SECONDS.has(secondsLeft);
  return (
    <p className="ig-visually-hidden" aria-live="polite" aria-atomic="true">
      {announce && (
        <Plural value={secondsLeft} one="The code expires in # second." other="The code expires in # seconds." />
      )}
    </p>
  );
}
