import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { useNavigate } from '../../../lib/useNavigate';
import { Icon } from '../../../components/Icon';
import { formatMoney } from '../../../lib/format';
import { useGetProductsQuery } from '../endpoints';
import { DEFAULT_FILTERS, filtersToQuery } from '../filters';
import './search-box.css';

/** Suggestions start at this many characters, after the shopper pauses typing this long. */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_DELAY_MS = 250;
const SUGGESTIONS = 5;

/** The term typed, once the shopper pauses. */
function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * The header's search: a combobox that suggests boxes as the shopper types (the same server search as
 * /search, debounced), navigable with the arrow keys, Enter and Esc; submitting goes to /search?q=.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const location = useLocation();
  const listId = useId();
  const inputId = useId();
  const currentQuery =
    location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [term, setTerm] = useState(currentQuery);
  const [shownQuery, setShownQuery] = useState(currentQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  if (shownQuery !== currentQuery) {
    setShownQuery(currentQuery);
    setTerm(currentQuery);
  }

  // A new page closes the suggestions.
  const [path, setPath] = useState(location.pathname + location.search);
  if (path !== location.pathname + location.search) {
    setPath(location.pathname + location.search);
    setOpen(false);
    setActive(-1);
  }

  const typed = term.trim();
  const debounced = useDebounced(typed, SUGGEST_DELAY_MS).slice(0, 100);
  const wanted = open && debounced.length >= SUGGEST_MIN_CHARS && debounced === typed;
  const query = wanted ? filtersToQuery(DEFAULT_FILTERS, debounced) : null;
  const { currentData, isFetching } = useGetProductsQuery(
    query ? { ...query, limit: SUGGESTIONS } : skipToken,
  );
  const products = wanted ? (currentData?.items ?? []) : [];
  const showList = wanted && currentData !== undefined;
  // Options: the suggested boxes, then 'Voir tous les résultats'.
  const optionCount = showList ? products.length + 1 : 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const search = (value: string) => {
    setOpen(false);
    navigate(`/search?q=${encodeURIComponent(value)}`);
  };

  const choose = (index: number) => {
    const product = products[index];
    setOpen(false);
    setActive(-1);
    if (product) navigate(`/product/${product.id}`);
    else search(typed);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (open && active >= 0 && active < optionCount) return choose(active);
    if (!typed) return;
    search(typed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) setOpen(true);
      if (optionCount === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself: the arrows cycle through it and the options.
      const positions = optionCount + 1;
      setActive((current) => ((current + 1 + step + positions) % positions) - 1);
    } else if (event.key === 'Escape') {
      if (open && optionCount > 0) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const activeIndex = active >= 0 && active < optionCount ? active : -1;
  const expanded = showList;

  return (
    <form className="header-search" role="search" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        Rechercher une box
      </label>
      <input
        id={inputId}
        className="header-search__input"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        placeholder="Rechercher une box…"
        value={term}
        maxLength={100}
        onChange={(e) => {
          setTerm(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="header-search__button" aria-label="Lancer la recherche">
        <Icon name="search" size={18} />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        className="search-suggestions"
        hidden={!expanded}
        aria-busy={isFetching}
      >
        {products.map((product, index) => (
          <li
            key={product.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className="search-suggestions__option"
            // mousedown: before the input's blur closes the list
            onMouseDown={(e) => {
              e.preventDefault();
              choose(index);
            }}
          >
            <img src={product.image} alt="" width="40" height="40" />
            <span className="search-suggestions__name">{product.name}</span>
            <span className="search-suggestions__price">{formatMoney(product.price)}</span>
          </li>
        ))}
        {showList && products.length === 0 && (
          <li role="presentation" className="search-suggestions__empty">
            Aucune box ne correspond à «&nbsp;{debounced}&nbsp;».
          </li>
        )}
        {showList && (
          <li
            id={optionId(products.length)}
            role="option"
            aria-selected={activeIndex === products.length}
            className="search-suggestions__option search-suggestions__all"
            onMouseDown={(e) => {
              e.preventDefault();
              choose(products.length);
            }}
          >
            <Icon name="search" size={16} />
            <span>Voir tous les résultats pour «&nbsp;{debounced}&nbsp;»</span>
          </li>
        )}
      </ul>
    </form>
  );
}
