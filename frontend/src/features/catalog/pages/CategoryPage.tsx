import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Checkbox, Radio } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { Stars } from '../../../components/Stars';
import { errorMessage } from '../../../lib/api';
import { plural } from '../../../lib/format';
import { CatalogFilterChips } from '../components/CategoryChips';
import { HelpCard, NewsletterBlock, PromoCard, SubscriptionExplainer } from '../components/CatalogAside';
import { Pagination } from '../components/Pagination';
import { PriceRange } from '../components/PriceRange';
import { ProductGrid } from '../components/ProductCard';
import { RetryNotice } from '../../../components/RetryNotice';
import { useHead } from '../../../lib/head';
import { useGetProductsQuery } from '../endpoints';
import { categoryHead } from '../head';
import {
  DEFAULT_FILTERS,
  PAGE_SIZE,
  PURCHASE_TYPES,
  PURCHASE_TYPE_LABELS,
  RATING_BUCKETS,
  SORT_KEYS,
  SORT_LABELS,
  filtersFromSearch,
  filtersToQuery,
  filtersToSearch,
  isDefaultFilters,
  updateFilters,
  type CatalogFilters,
} from '../filters';
import type { PurchaseType, SortKey } from '../types';
import './category.css';

const RATING_LABELS: Record<number, string> = { 5: '5 étoiles', 4: '4 étoiles et +', 3: '3 étoiles et +' };

/** 'Nos Box' (/category) and the search results (/search?q=), which share the same listing. */
export function CategoryPage({ mode = 'category' }: { mode?: 'category' | 'search' }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);
  const q = mode === 'search' ? (searchParams.get('q') ?? '').trim() : '';
  const query = filtersToQuery(filters, q);
  const { data, isLoading, isFetching, isError, error, refetch } = useGetProductsQuery(query ?? skipToken);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);
  const sortId = useId();
  useHead(mode === 'category' ? categoryHead() : null);

  const apply = useCallback(
    (change: Partial<CatalogFilters>) => {
      const next = updateFilters(filters, change);
      setSearchParams(filtersToSearch(next, searchParams));
    },
    [filters, searchParams, setSearchParams],
  );

  const reset = () => setSearchParams(filtersToSearch(DEFAULT_FILTERS, searchParams));

  const goToPage = (page: number) => {
    apply({ page });
    resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const onPriceChange = useCallback(
    (minPrice: number, maxPrice: number) => apply({ minPrice, maxPrice }),
    [apply],
  );

  const items = query === null ? [] : (data?.items ?? []);
  const total = query === null ? 0 : (data?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const loading = query !== null && isLoading;

  const title =
    mode === 'search' ? (q ? `Résultats pour «\u00a0${q}\u00a0»` : 'Rechercher une box') : 'Nos Box';

  return (
    <div className="catalog container page">
      <header className="page-header">
        <h1 className="page-title">{title}</h1>
        <p className="page-lead">
          {mode === 'search'
            ? 'Toutes nos box qui correspondent à votre recherche.'
            : 'Des box thématiques pleines de saveurs belges, à offrir ou à recevoir chaque mois.'}
        </p>
      </header>

      <CatalogFilterChips active={filters.category} onSelect={(category) => apply({ category })} />

      <div className="catalog__layout">
        <div className="catalog__aside">
          <button
            type="button"
            className="btn btn--secondary btn--md catalog__filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls="catalog-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <Icon name="menu" size={18} />
            {filtersOpen ? 'Masquer les filtres' : 'Afficher les filtres'}
          </button>
          <form
            id="catalog-filters"
            className={`filters ${filtersOpen ? 'filters--open' : ''}`}
            aria-label="Filtres"
            onSubmit={(e) => e.preventDefault()}
          >
            <h2 className="filters__title">Filtres</h2>
            <fieldset className="filters__group">
              <legend>Prix</legend>
              <PriceRange min={filters.minPrice} max={filters.maxPrice} onChange={onPriceChange} />
            </fieldset>
            <fieldset className="filters__group">
              <legend>Type d'achat</legend>
              {PURCHASE_TYPES.map((type) => (
                <Radio
                  key={type}
                  name="purchaseType"
                  value={type}
                  checked={filters.purchaseType === type}
                  onChange={() => apply({ purchaseType: type as PurchaseType })}
                  label={type === 'all' ? 'Tous' : PURCHASE_TYPE_LABELS[type]}
                />
              ))}
            </fieldset>
            <fieldset className="filters__group">
              <legend>Note des clients</legend>
              {RATING_BUCKETS.map((bucket) => (
                <Checkbox
                  key={bucket}
                  name="ratings"
                  value={bucket}
                  checked={filters.ratings.includes(bucket)}
                  onChange={(e) =>
                    apply({
                      ratings: e.target.checked
                        ? [...filters.ratings, bucket]
                        : filters.ratings.filter((r) => r !== bucket),
                    })
                  }
                  label={
                    <span className="filters__rating">
                      <Stars rating={bucket} size={14} />
                      <span>{RATING_LABELS[bucket]}</span>
                    </span>
                  }
                />
              ))}
            </fieldset>
            <button
              type="button"
              className="btn btn--ghost btn--md filters__reset"
              onClick={reset}
              disabled={isDefaultFilters(filters)}
            >
              <Icon name="refresh" size={18} />
              Réinitialiser les filtres
            </button>
          </form>
          <PromoCard />
          <HelpCard />
        </div>

        <div className="catalog__main" ref={resultsRef}>
          <h2 className="visually-hidden">
            {mode === 'search' ? 'Résultats de la recherche' : 'Liste des box'}
          </h2>
          <div className="catalog__toolbar">
            <p className="catalog__count" aria-live="polite">
              {loading ? 'Chargement…' : plural(total, 'produit')}
            </p>
            <div className="catalog__sort">
              <label htmlFor={sortId}>Trier par</label>
              <select
                id={sortId}
                className="input select"
                value={filters.sort}
                onChange={(e) => apply({ sort: e.target.value as SortKey })}
              >
                {SORT_KEYS.map((key) => (
                  <option key={key} value={key}>
                    {SORT_LABELS[key]}
                  </option>
                ))}
              </select>
            </div>
          </div>

          {isError ? (
            <RetryNotice onRetry={refetch}>
              <p>{errorMessage(error, 'Impossible de charger les produits. Veuillez réessayer.')}</p>
            </RetryNotice>
          ) : !loading && items.length === 0 ? (
            <div className="empty-state">
              <Icon name="search" size={40} />
              <h2 className="empty-state__title">Aucun produit trouvé</h2>
              {mode === 'search' && q ? (
                <p>
                  Aucune box ne correspond à «&nbsp;{q}&nbsp;»
                  {isDefaultFilters(filters) ? '' : ' avec ces filtres'}. Vérifiez l'orthographe ou essayez un
                  autre mot, par exemple «&nbsp;cadeau&nbsp;» ou «&nbsp;premium&nbsp;».
                </p>
              ) : (
                <p>Essayez d'élargir la fourchette de prix ou de cocher d'autres notes.</p>
              )}
              {mode === 'search' && isDefaultFilters(filters) ? (
                <Link to="/category" className="btn btn--primary btn--md">
                  Voir toutes nos box
                </Link>
              ) : (
                <button type="button" className="btn btn--primary btn--md" onClick={reset}>
                  Réinitialiser les filtres
                </button>
              )}
            </div>
          ) : (
            <div aria-busy={isFetching} className={isFetching && !loading ? 'is-refreshing' : undefined}>
              <ProductGrid products={items} loading={loading} skeletonCount={8} />
            </div>
          )}

          {!isError && total > PAGE_SIZE && (
            <Pagination page={Math.min(filters.page, pageCount)} pageCount={pageCount} onPage={goToPage} />
          )}

          <SubscriptionExplainer />
        </div>
      </div>
      <NewsletterBlock />
    </div>
  );
}
