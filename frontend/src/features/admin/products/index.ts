/** Back-office catalogue: products list and form, the dashboard's low-stock card. */
export { default as ProductsPage } from './ProductsPage';
export { default as ProductFormPage } from './ProductFormPage';
export { LowStockCard } from './LowStockCard';
