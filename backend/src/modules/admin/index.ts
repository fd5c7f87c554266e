/** The admin module's public API. */
export { AdminModule } from './admin.module.js';
export { CompactOrderFiguresService } from './application/compact-order-figures.service.js';
