import type { Readable } from 'node:stream';
import type { ShippingRecord } from './shipping-run.read-model.js';

/** The packing slips of a selection as one PDF, a page per order, written as the orders come (docs/design/shipping-run.md). */
export abstract class PackingSlipPdf {
  /** Starts the PDF at once; pages follow as `orders` yields them, in its order. Never a price. */
  abstract stream(orders: AsyncIterable<readonly ShippingRecord[]>): Readable;
}
