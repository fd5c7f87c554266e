import { CATEGORIES } from '../types';

/** 'Toutes' and the four categories, as toggle buttons. */
export function CatalogFilterChips({
  active,
  onSelect,
}: {
  active: string | null;
  onSelect: (category: string | null) => void;
}) {
  const chips: { label: string; value: string | null }[] = [
    { label: 'Toutes', value: null },
    ...CATEGORIES.map((c) => ({ label: c, value: c })),
  ];
  return (
    <div className="chips" role="group" aria-label="Catégories">
      {chips.map((chip) => (
        <button
          key={chip.label}
          type="button"
          className="chip"
          aria-pressed={active === chip.value}
          onClick={() => onSelect(chip.value)}
        >
          {chip.label}
        </button>
      ))}
    </div>
  );
}
