/** The Pulseboard mark: a heart-rate trace in a rounded square (decorative; the name sits beside it). */
export function PulseboardLogo() {
  return (
    <svg className="ig-logo" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        d="M4 17h6l2.5-6 4 12 3-9 2 3H28"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
