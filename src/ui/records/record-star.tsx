/** The records' mark: a five-pointed star, beside a text that says what it marks. */
export function RecordStar({ className = 'record-star' }: { readonly className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" fill="currentColor" />
    </svg>
  );
}
