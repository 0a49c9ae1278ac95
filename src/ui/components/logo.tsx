/** The Pulseboard mark and word; decorative text is in the accessible name. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 172 32" role="img" aria-label="Pulseboard" height="28">
      <path
        d="M2 18h8l4-10 6 20 5-14 3 4h8"
        fill="none"
        stroke="#C93434"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text
        x="44"
        y="23"
        fontFamily="system-ui,Segoe UI,Arial,sans-serif"
        fontSize="19"
        fontWeight="700"
        fill="currentColor"
      >
        Pulseboard
      </text>
    </svg>
  );
}
