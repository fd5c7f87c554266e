/** The media module's public API. */
export { MediaModule } from './media.module.js';
export { MediaLibrary } from './application/media-library.service.js';
export { registerMediaFiles } from './http/media-files.route.js';
export { MAX_UPLOAD_BYTES, VARIANT_SIZES } from './domain/media.js';
