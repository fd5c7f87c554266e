import path from 'node:path';

/** backend/ (this file lives in backend/src/config or backend/dist/config: same depth). */
export const BACKEND_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The repository root (the npm workspace that holds backend/ and frontend/). */
export const REPO_ROOT = path.resolve(BACKEND_ROOT, '..');

/** Where the SPA build lives unless SPA_DIR says otherwise. */
export const DEFAULT_SPA_DIR = path.resolve(REPO_ROOT, 'frontend', 'dist');
