import { useProduct } from '../useProduct';

/** The product's name in the breadcrumb (from the cached product query). */
export function ProductNameCrumb({ id }: { id: string | undefined }) {
  const numeric = id && /^\d+$/.test(id) ? Number(id) : null;
  const { data } = useProduct(numeric);
  return <>{data?.name ?? 'Produit'}</>;
}
