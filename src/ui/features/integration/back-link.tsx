import type { MouseEvent, ReactNode } from 'react';

/**
 * The back link. It is a real link to '/' (the only route), so it stays usable as a link,
 * but a click moves between steps of the screen instead of reloading the page.
 */
export function BackLink({ onBack, children }: { onBack: () => void; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onBack();
  };
  return (
    <a className="ig-back" href="/" onClick={onClick}>
      <span aria-hidden="true">← </span>
      {children}
    </a>
  );
}
