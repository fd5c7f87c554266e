import { useEffect, useRef } from 'react';

/** The header's box: every order of the page (mixed when some are). Its text shows on phones only. */
export function SelectPageBox({
  state,
  disabled,
  onChange,
}: {
  state: 'all' | 'some' | 'none';
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <label className="orders-select">
      <input
        ref={ref}
        type="checkbox"
        checked={state === 'all'}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-label="Tout sélectionner sur cette page"
      />
      <span className="orders-select__text" aria-hidden="true">
        Tout sélectionner
      </span>
    </label>
  );
}

/** A row's box, named after its order. */
export function SelectOrderBox({
  orderId,
  checked,
  onChange,
}: {
  orderId: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label className="orders-select">
      <input
        type="checkbox"
        checked={checked}
        onChange={onChange}
        aria-label={`Sélectionner la commande ${orderId}`}
      />
    </label>
  );
}
