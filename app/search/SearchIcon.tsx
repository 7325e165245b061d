/** The magnifying glass of the search controls (decorative: the control carries the name). */
export function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.25" />
      <path d="M15.5 15.5L20 20" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
    </svg>
  );
}
