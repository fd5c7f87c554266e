import type { Readable } from 'node:stream';
import type { ShippingRecord } from './shipping-run.read-model.js';

/** The message cards of the gift orders of a selection, as one PDF (docs/design/shipping-run.md, "Message cards"). */
export abstract class MessageCardPdf {
  /** Starts the PDF at once; a card per gift order with a message, as `orders` yields them. */
  abstract stream(orders: AsyncIterable<readonly ShippingRecord[]>): Readable;
}
