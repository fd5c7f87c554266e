/**
 * A list's empty state in the back office: what it says, and a button that clears what hides every
 * row (the filters, or the search: `clear`).
 */
export function EmptyList({
  message,
  clear,
}: {
  message: string;
  clear?: { label: 'Effacer les filtres' | 'Effacer la recherche'; onClick: () => void };
}) {
  return (
    <div className="users-empty">
      <p>{message}</p>
      {clear && (
        <button type="button" className="btn btn--secondary btn--sm" onClick={clear.onClick}>
          {clear.label}
        </button>
      )}
    </div>
  );
}
