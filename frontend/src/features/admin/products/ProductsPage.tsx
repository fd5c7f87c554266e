import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../components/toast';
import { ConfirmDialog } from '../../../components/Dialog';
import { Icon } from '../../../components/Icon';
import { errorMessage } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { RetryNotice } from '../../../components/RetryNotice';
import { SearchBox } from '../components/SearchBox';
import { SelectField } from '../components/SelectField';
import { ListFooter, SortableTable, type SortColumn } from '../components/SortableTable';
import { EmptyList } from '../components/EmptyList';
import { useListParams, useListPaging } from '../components/useListParams';
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
import type { AdminProduct, PublishedFilter } from './types';

const COLUMNS: SortColumn<never>[] = [
  { key: null, label: 'Produit' },
  { key: null, label: 'Prix' },
  { key: null, label: 'Stock' },
  { key: null, label: 'Réservé' },
  { key: null, label: 'Disponible' },
  { key: null, label: 'Statut' },
  { key: null, label: 'Actions', className: 'products-table__actions-head' },
];

/** /admin/products: the catalogue, searched, filtered and paginated by the server (docs/design/catalogue.md). */
export default function ProductsPage() {
  const { query, update, draft, setDraft } = useListParams(listQueryFromParams, paramsFromListQuery);
  const { data, isLoading, isFetching, isError, refetch } = useListAdminProductsQuery(query);
  const [archive] = useArchiveProductMutation();
  const [pendingArchive, setPendingArchive] = useState<AdminProduct | null>(null);

  const { footer } = useListPaging(
    query.page,
    PRODUCTS_PAGE_SIZE,
    data && {
      rows: data.products,
      total: data.pagination.totalProducts,
      totalPages: data.pagination.totalPages,
    },
    (page, replace) => update({ page }, replace),
  );

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
      <AdminPageHeader
        title="Gestion des produits"
        lead="Les box de la boutique : prix, stock, photos et publication."
        action={
          <Link to="/admin/products/new" className="btn btn--primary btn--md">
            <Icon name="plus" size={18} />
            Nouveau produit
          </Link>
        }
      />

      <section className="admin-panel" aria-label="Liste des produits">
        <div className="products-toolbar">
          <SearchBox
            label="Rechercher un produit"
            placeholder="Rechercher par nom ou catégorie…"
            value={draft}
            onChange={setDraft}
          />
          <SelectField
            className="products-filter"
            label="Publication"
            labelClassName=""
            value={query.published}
            onChange={(value) => update({ published: value as PublishedFilter, page: 1 })}
            options={PUBLISHED_FILTERS}
          />
          <span className="users-toolbar__status" role="status">
            {isFetching && !isLoading
              ? 'Mise à jour…'
              : data
                ? `${data.pagination.totalProducts} produit(s)`
                : ''}
          </span>
        </div>

        {isError && !data ? (
          <RetryNotice onRetry={refetch}>
            <strong>Impossible de charger les produits</strong>
          </RetryNotice>
        ) : (
          <>
            <SortableTable
              columns={COLUMNS}
              caption={`Produits, page ${query.page}`}
              className="products-table"
              wrapClassName="products-table-wrap"
              loading={isLoading}
              skeletonRows={4}
              skeletonBar="2.5rem"
              busy={false}
            >
              {data?.products.map((product) => (
                <ProductRow key={product.id} product={product} onArchive={setPendingArchive} />
              ))}
            </SortableTable>
            {data && data.products.length === 0 && (
              <EmptyList
                message={query.search ? `Aucun produit ne correspond à « ${query.search} »` : 'Aucun produit'}
              />
            )}
            {footer && <ListFooter {...footer} label="Pages des produits" />}
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
