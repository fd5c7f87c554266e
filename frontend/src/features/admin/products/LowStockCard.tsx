import { Link } from 'react-router';
import { useLowStockProductsQuery } from './endpoints';

/** The dashboard's list of products with fewer than 5 available units (the server decides which). */
export function LowStockCard() {
  const { data, isLoading, isError } = useLowStockProductsQuery();
  if (isLoading) return <p role="status">Chargement…</p>;
  const products = Array.isArray(data?.products) ? data.products : null;
  if (isError || !products) return <p role="alert">Impossible de charger le stock</p>;
  if (products.length === 0) return <p>Tous les produits ont au moins 5 unités disponibles.</p>;
  return (
    <ul role="list" className="low-stock" aria-label="Produits en stock bas">
      {products.map((product) => (
        <li key={product.id}>
          <Link to={`/admin/products/${product.id}`}>{product.name}</Link>
          <span className="badge badge--danger">
            {product.available} disponible{product.available > 1 ? 's' : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
