/** The admin module's public API. */
export { AdminModule } from './admin.module.js';
