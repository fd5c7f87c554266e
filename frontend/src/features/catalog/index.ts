// The catalogue pages are route chunks (app/lazyPages.tsx), not re-exported here.
export { ProductNameCrumb } from './components/ProductNameCrumb';
export { catalogApi, useGetProductQuery, useGetProductsQuery } from './endpoints';
export type { Product, ProductPage as ProductListPage } from './types';
export { SearchBox } from './components/SearchBox';
export { ProductCard } from './components/ProductCard';
