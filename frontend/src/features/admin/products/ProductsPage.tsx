import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../../components/toast';
import { ConfirmDialog } from '../../../components/Dialog';
import { Icon } from '../../../components/Icon';
import { Skeleton } from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { AdminPagination } from '../components/AdminPagination';
import { useArchiveProductMutation, useListAdminProductsQuery } from './endpoints';
import {
  PRODUCTS_PAGE_SIZE,
  PUBLISHED_FILTERS,
  isLowStock,
  listQueryFromParams,
  paramsFromListQuery,
  publicationLabel,
  thumbnailOf,
} from './productList';
import type { AdminProduct, ProductListQuery, PublishedFilter } from './types';

const SEARCH_DEBOUNCE_MS = 300;

/** /admin/products: the catalogue, searched, filtered and paginated by the server (DESIGN §9). */
export default function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => listQueryFromParams(params), [params]);
  const { data, isLoading, isFetching, isError, refetch } = useListAdminProductsQuery(query);
  const [archive] = useArchiveProductMutation();
  const [pendingArchive, setPendingArchive] = useState<AdminProduct | null>(null);
  const searchId = useId();
  const filterId = useId();

  const update = (changes: Partial<ProductListQuery>, replace = false) =>
    setParams(paramsFromListQuery({ ...query, ...changes }), { replace });

  const [draft, setDraft] = useState(query.search);
  const [draftFor, setDraftFor] = useState(query.search);
  if (draftFor !== query.search) {
    setDraftFor(query.search);
    setDraft(query.search);
  }
  useEffect(() => {
    if (draft.trim() === query.search) return;
    const timer = setTimeout(() => {
      setParams(paramsFromListQuery({ ...query, search: draft.trim(), page: 1 }), { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, query, setParams]);

  const totalPages = data?.pagination.totalPages ?? 1;
  useEffect(() => {
    if (data && data.products.length === 0 && query.page > totalPages) {
      setParams(paramsFromListQuery({ ...query, page: totalPages }), { replace: true });
    }
  }, [data, query, totalPages, setParams]);

  const confirmArchive = async () => {
    const product = pendingArchive;
    setPendingArchive(null);
    if (!product) return;
    try {
      await archive(product.id).unwrap();
      toast.success(`${product.name} est archivé : il n'apparaît plus dans la boutique`);
    } catch (error) {
      toast.error(errorMessage(error, "Impossible d'archiver ce produit"));
    }
  };

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <div>
          <h1 className="admin-page__title">Gestion des produits</h1>
          <p className="admin-page__lead">Les box de la boutique : prix, stock, photos et publication.</p>
        </div>
        <Link to="/admin/products/new" className="btn btn--primary btn--md">
          <Icon name="plus" size={18} />
          Nouveau produit
        </Link>
      </header>

      <section className="admin-panel" aria-label="Liste des produits">
        <div className="products-toolbar">
          <div className="users-search">
            <label htmlFor={searchId} className="visually-hidden">
              Rechercher un produit
            </label>
            <Icon name="search" size={18} className="users-search__icon" />
            <input
              id={searchId}
              type="search"
              className="input users-search__input"
              placeholder="Rechercher par nom ou catégorie…"
              value={draft}
              maxLength={100}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <div className="products-filter">
            <label htmlFor={filterId}>Publication</label>
            <select
              id={filterId}
              className="input"
              value={query.published}
              onChange={(event) => update({ published: event.target.value as PublishedFilter, page: 1 })}
            >
              {PUBLISHED_FILTERS.map((filter) => (
                <option key={filter.value} value={filter.value}>
                  {filter.label}
                </option>
              ))}
            </select>
          </div>
          <span className="users-toolbar__status" role="status">
            {isFetching && !isLoading
              ? 'Mise à jour…'
              : data
                ? `${data.pagination.totalProducts} produit(s)`
                : ''}
          </span>
        </div>

        {isError && !data ? (
          <div className="notice notice--error" role="alert">
            <strong>Impossible de charger les produits</strong>
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => refetch()}>
              Réessayer
            </button>
          </div>
        ) : (
          <>
            <div className="products-table-wrap">
              <table className="products-table">
                <caption className="visually-hidden">Produits, page {query.page}</caption>
                <thead>
                  <tr>
                    <th scope="col">Produit</th>
                    <th scope="col">Prix</th>
                    <th scope="col">Stock</th>
                    <th scope="col">Réservé</th>
                    <th scope="col">Disponible</th>
                    <th scope="col">Statut</th>
                    <th scope="col" className="products-table__actions-head">
                      Actions
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {isLoading
                    ? Array.from({ length: 4 }, (_, i) => (
                        <tr key={`skeleton-${i}`}>
                          <td colSpan={7}>
                            <Skeleton height="2.5rem" />
                          </td>
                        </tr>
                      ))
                    : (data?.products ?? []).map((product) => (
                        <ProductRow key={product.id} product={product} onArchive={setPendingArchive} />
                      ))}
                </tbody>
              </table>
            </div>
            {data && data.products.length === 0 && (
              <div className="users-empty">
                <p>{query.search ? `Aucun produit ne correspond à « ${query.search} »` : 'Aucun produit'}</p>
              </div>
            )}
            {data && (
              <div className="users-footer">
                <p className="users-footer__range">
                  {data.pagination.totalProducts > 0 &&
                    `${(query.page - 1) * PRODUCTS_PAGE_SIZE + 1}–${(query.page - 1) * PRODUCTS_PAGE_SIZE + data.products.length} sur ${data.pagination.totalProducts}`}
                </p>
                <AdminPagination
                  page={query.page}
                  totalPages={totalPages}
                  onPage={(page) => update({ page })}
                  label="Pages des produits"
                />
              </div>
            )}
          </>
        )}
      </section>

      <ConfirmDialog
        open={pendingArchive !== null}
        title="Archiver ce produit ?"
        message={
          pendingArchive
            ? `${pendingArchive.name} disparaîtra de la boutique. Les commandes passées le conservent.`
            : ''
        }
        confirmLabel="Archiver"
        danger
        onConfirm={confirmArchive}
        onCancel={() => setPendingArchive(null)}
      />
    </div>
  );
}

function ProductRow({ product, onArchive }: { product: AdminProduct; onArchive: (p: AdminProduct) => void }) {
  const status = publicationLabel(product);
  return (
    <tr data-testid={`product-row-${product.id}`}>
      <td data-label="Produit">
        <div className="products-table__product">
          {product.image ? (
            <img src={thumbnailOf(product.image)} alt="" width="48" height="48" loading="lazy" />
          ) : (
            <span className="products-table__noimage" aria-hidden="true" />
          )}
          <span>
            <Link to={`/admin/products/${product.id}`} className="products-table__name">
              {product.name}
            </Link>
            <span className="products-table__category">{product.category}</span>
          </span>
        </div>
      </td>
      <td data-label="Prix">{formatMoney(product.price)}</td>
      <td data-label="Stock">{product.stock}</td>
      <td data-label="Réservé">{product.reserved}</td>
      <td data-label="Disponible">
        <span className="products-table__available">
          {product.available}
          {isLowStock(product) && <span className="badge badge--danger">stock bas</span>}
        </span>
      </td>
      <td data-label="Statut">
        <span className={`badge badge--${status.tone}`}>{status.label}</span>
      </td>
      <td className="products-table__actions">
        <Link
          to={`/admin/products/${product.id}`}
          className="users-action"
          aria-label={`Modifier ${product.name}`}
        >
          <Icon name="chevronRight" size={18} />
          <span className="users-action__label">Modifier</span>
        </Link>
        {!product.archived && (
          <button
            type="button"
            className="users-action users-action--danger"
            aria-label={`Archiver ${product.name}`}
            onClick={() => onArchive(product)}
          >
            <Icon name="trash" size={18} />
            <span className="users-action__label">Archiver</span>
          </button>
        )}
      </td>
    </tr>
  );
}
