export { HomePage } from './pages/HomePage';
export { CategoryPage } from './pages/CategoryPage';
export { ProductPage } from './pages/ProductPage';
export { ProductNameCrumb } from './components/ProductNameCrumb';
export { catalogApi, useGetProductQuery, useGetProductsQuery } from './endpoints';
export type { Product, ProductPage as ProductListPage } from './types';
export { SearchBox } from './components/SearchBox';
export { ProductCard } from './components/ProductCard';
