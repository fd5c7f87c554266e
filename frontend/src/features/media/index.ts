import { lazy } from 'react';

/**
 * The image tools (docs/design/media.md: image editor, gallery, export tool). Lazy: only the admin
 * area loads them, and the admin dashboard does not pull the editor's crop library.
 */
export const ImageEditorPage = lazy(() => import('./editor/ImageEditorPage'));
export const GalleryPage = lazy(() => import('./gallery/GalleryPage'));
