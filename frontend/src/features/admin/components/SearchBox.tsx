import { useId } from 'react';
import { Icon } from '../../../components/Icon';

interface SearchBoxProps {
  /** The hidden label read by screen readers: 'Rechercher un produit'. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  /** The id of a hint under the box, while it is shown. */
  describedBy?: string;
  id?: string;
}

/** The search box at the top of a back-office list. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  className,
  describedBy,
  id,
}: SearchBoxProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className={className ? `users-search ${className}` : 'users-search'}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <Icon name="search" size={18} className="users-search__icon" />
      <input
        id={inputId}
        type="search"
        className="input users-search__input"
        placeholder={placeholder}
        value={value}
        maxLength={100}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** 'Mise à jour…' beside the toolbar while a later page loads. */
export function UpdatingStatus({ show }: { show: boolean }) {
  return show ? (
    <span className="users-toolbar__status" role="status">
      Mise à jour…
    </span>
  ) : null;
}
