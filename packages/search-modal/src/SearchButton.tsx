/** Placeholder until the DocSearch modal lands: a button that shows the shortcut. */
export function SearchButton({ label = 'Search' }: { label?: string }) {
  return (
    <button type="button" className="voce-search-button" aria-label={label}>
      {label} <kbd>Ctrl K</kbd>
    </button>
  );
}
