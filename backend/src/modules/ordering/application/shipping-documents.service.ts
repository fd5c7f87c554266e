import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { DEFAULT_SHIPPING_WEIGHT_GRAMS } from '../../catalog/index.js';
import { BULK_MAX_ORDERS } from '../domain/bulk-actions.js';
import {
  CARRIER_EXPORT_HEADER,
  PICK_LIST_HEADER,
  type PickList,
  carrierRows,
  pickList,
  pickListRows,
} from '../domain/shipping-documents.js';
import { type OrderSelection, OrderSelections } from './order-selections.js';
import { MessageCardPdf } from './ports/message-card-pdf.js';
import { PackingSlipPdf } from './ports/packing-slip-pdf.js';
import { type ShippingRecord, ShippingRunReadModel } from './ports/shipping-run.read-model.js';

/** Orders read at a time for the packing slips: 1,000 slips never sit in memory at once. */
const SLIP_BATCH = 100;

export interface ToPrepare {
  /** Paid orders waiting for their preparation. */
  total: number;
  days: { day: string; orders: number }[];
  boxes: PickList;
  /** More orders wait than the boxes count (the oldest BULK_MAX_ORDERS). */
  capped: boolean;
}

/** A table to write as CSV: its header and its rows. */
export interface CsvTable {
  header: readonly string[];
  rows: string[][];
}

/**
 * The shipping run's documents for a selection of orders (docs/design/shipping-run.md): the pick list,
 * the carrier export and the packing slips. They read the orders; they change nothing.
 */
@Injectable()
export class ShippingDocumentsService {
  constructor(
    private readonly selections: OrderSelections,
    private readonly records: ShippingRunReadModel,
    private readonly slips: PackingSlipPdf,
    private readonly cards: MessageCardPdf,
  ) {}

  /** One PDF, a page per order in the selection's order, read and drawn SLIP_BATCH orders at a time. */
  async packingSlips(selection: OrderSelection): Promise<Readable> {
    return this.slips.stream(this.batches(await this.selections.resolve(selection)));
  }

  /** One PDF, an A6 card per gift order of the selection that carries a message, in the selection's order. */
  async messageCards(selection: OrderSelection): Promise<Readable> {
    return this.cards.stream(this.batches(await this.selections.resolve(selection)));
  }

  private async *batches(numbers: readonly string[]): AsyncGenerator<readonly ShippingRecord[]> {
    for (let start = 0; start < numbers.length; start += SLIP_BATCH) {
      yield await this.records.records(numbers.slice(start, start + SLIP_BATCH));
    }
  }

  /**
   * 'À préparer': the paid orders waiting for their preparation, counted per day (oldest first) and per
   * box, with the gifts and renewals among them; the boxes of the BULK_MAX_ORDERS oldest when there are more.
   */
  async toPrepare(): Promise<ToPrepare> {
    const days = await this.records.paidPerDay();
    const total = days.reduce((sum, day) => sum + day.orders, 0);
    const oldest = await this.selections.oldest('payee', BULK_MAX_ORDERS);
    return { total, days, boxes: pickList(await this.records.records(oldest)), capped: total > oldest.length };
  }

  async pickList(selection: OrderSelection): Promise<PickList> {
    return pickList(await this.records.records(await this.selections.resolve(selection)));
  }

  async pickListCsv(selection: OrderSelection): Promise<CsvTable> {
    return { header: PICK_LIST_HEADER, rows: pickListRows(await this.pickList(selection)) };
  }

  async carrierExport(selection: OrderSelection): Promise<CsvTable> {
    const orders = await this.records.records(await this.selections.resolve(selection));
    const weights = await this.records.weights(orders.flatMap((order) => order.items.map((item) => item.productId)));
    return { header: CARRIER_EXPORT_HEADER, rows: carrierRows(orders, weights, DEFAULT_SHIPPING_WEIGHT_GRAMS) };
  }
}
