import { Injectable, Logger } from '@nestjs/common';
import { CsvFormatError, readCsv } from '../../../shared/csv.js';
import { DomainError } from '../../../shared/domain-error.js';
import { InvalidOrderTransitionError, OrderStatusUnchangedError } from '../domain/order.errors.js';
import { ADMIN_STATUS_LABELS } from '../domain/order-status.js';
import {
  TRACKING_IMPORT_MESSAGES,
  type TrackingRefusal,
  readTrackingRows,
  wrongStateMessage,
} from '../domain/tracking-import.js';
import { ChangeOrderStatusService } from './change-order-status.service.js';
import { OrderNotFoundError } from './checkout.errors.js';

export interface TrackingImportOutcome {
  /** Orders shipped by this import (their tracking set, the shipping mail queued). */
  shipped: string[];
  /** Orders already shipped: left as they are (the same file imported again). */
  unchanged: string[];
  /** Rows refused, in the file's order, with the French reason. */
  refused: TrackingRefusal[];
}

export class TrackingFileInvalidError extends DomainError {
  constructor(message: string) {
    super('TRACKING_FILE_INVALID', message, 'invalid', { file: [message] });
  }
}

/**
 * The tracking import (docs/design/shipping-run.md): each good row ships its order `en_preparation`
 * through the one status change (tracking, history naming the administrator, the shipping mail), on
 * its own; bad rows are refused with their reason, and an order already shipped is left as it is.
 */
@Injectable()
export class ImportTrackingService {
  private readonly logger = new Logger('Commandes');

  constructor(private readonly changeStatus: ChangeOrderStatusService) {}

  async execute(file: Buffer, adminId: string): Promise<TrackingImportOutcome> {
    const read = readTrackingRows(this.rowsOf(file));
    const outcome: TrackingImportOutcome = { shipped: [], unchanged: [], refused: [...read.refused] };
    if (read.rows.length === 0 && read.refused.length === 0)
      throw new TrackingFileInvalidError(TRACKING_IMPORT_MESSAGES.empty);
    for (const row of read.rows) {
      const refuse = (reason: string) => outcome.refused.push({ line: row.line, orderNumber: row.orderNumber, reason });
      try {
        await this.changeStatus.execute({
          orderId: row.orderNumber,
          orderStatus: 'expediee',
          tracking: { carrier: row.carrier, trackingNumber: row.trackingNumber, trackingUrl: row.trackingUrl },
          adminId,
        });
        outcome.shipped.push(row.orderNumber);
      } catch (error) {
        if (error instanceof OrderStatusUnchangedError) outcome.unchanged.push(row.orderNumber);
        else if (error instanceof InvalidOrderTransitionError)
          refuse(wrongStateMessage(ADMIN_STATUS_LABELS[error.from]));
        else if (error instanceof OrderNotFoundError) refuse(TRACKING_IMPORT_MESSAGES.unknownOrder);
        else if (error instanceof DomainError) refuse(error.message);
        else throw error;
      }
    }
    outcome.refused.sort((a, b) => a.line - b.line);
    this.logger.log(
      `Import de suivi (admin:${adminId}) : ${outcome.shipped.length} expédiées, ${outcome.unchanged.length} déjà expédiées, ` +
        `${outcome.refused.length} lignes refusées`,
    );
    return outcome;
  }

  /** The file's rows; a file that is not UTF-8 text, or not CSV, is refused. */
  private rowsOf(file: Buffer): string[][] {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(file);
    } catch {
      throw new TrackingFileInvalidError(TRACKING_IMPORT_MESSAGES.notCsv);
    }
    if (text.includes('\u0000')) throw new TrackingFileInvalidError(TRACKING_IMPORT_MESSAGES.notCsv);
    try {
      return readCsv(text);
    } catch (error) {
      if (error instanceof CsvFormatError) throw new TrackingFileInvalidError(TRACKING_IMPORT_MESSAGES.notCsv);
      throw error;
    }
  }
}
