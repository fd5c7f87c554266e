import { skipToken } from '@reduxjs/toolkit/query';
import { useGetProductQuery } from '../endpoints';

/** The product's name in the breadcrumb (from the cached product query). */
export function ProductNameCrumb({ id }: { id: string | undefined }) {
  const numeric = id && /^\d+$/.test(id) ? Number(id) : null;
  const { data } = useGetProductQuery(numeric ?? skipToken);
  return <>{data?.name ?? 'Produit'}</>;
}
