/**
 * The server-rendered pages' screens, by route, as sources (keys of Vite's build manifest).
 * One table for the build (vite.config.ts weighs each with the entry against the JS budget) and
 * for the server renderer (entry-server.tsx preloads the rendered page's chunk and styles from it).
 */
export const SSR_SCREENS: Readonly<Record<string, string>> = {
  '/': 'src/features/catalog/pages/HomePage.tsx',
  '/category': 'src/features/catalog/pages/CategoryPage.tsx',
  '/product/:id': 'src/features/catalog/pages/ProductPage.tsx',
};
