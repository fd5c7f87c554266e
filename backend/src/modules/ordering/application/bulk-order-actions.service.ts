import { Injectable, Logger } from '@nestjs/common';
import { DomainError } from '../../../shared/domain-error.js';
import { BULK_ACTION_TARGETS, BULK_MESSAGES, type BulkAction, bulkStep } from '../domain/bulk-actions.js';
import { InvalidOrderTransitionError, OrderStatusUnchangedError } from '../domain/order.errors.js';
import { ChangeOrderStatusService } from './change-order-status.service.js';
import { OrderNotFoundError } from './checkout.errors.js';
import { type OrderSelection, OrderSelections } from './order-selections.js';

export interface BulkOrderCommand {
  selection: OrderSelection;
  action: BulkAction;
  adminId: string;
}

export interface BulkRefusal {
  /** The order as the request named it (its number or id), or its number for a filter. */
  orderId: string;
  code: string;
  message: string;
}

export interface BulkOutcome {
  action: BulkAction;
  /** Orders moved by this request (as the request named them). */
  done: string[];
  /** Orders already where the action leads: left as they are (a repeated request). */
  unchanged: string[];
  refused: BulkRefusal[];
}

/**
 * A bulk action of the shipping run (docs/design/shipping-run.md, POST /api/admin/orders/bulk): every
 * order of the selection, in its order, goes through the one status change on its own, in its own
 * transaction with its row locked (ChangeOrderStatusService: transition table, history naming the
 * administrator, the transition's handlers and mails). One order refused never stops the others.
 */
@Injectable()
export class BulkOrderActionsService {
  private readonly logger = new Logger('Commandes');

  constructor(
    private readonly changeStatus: ChangeOrderStatusService,
    private readonly selections: OrderSelections,
  ) {}

  async execute(command: BulkOrderCommand): Promise<BulkOutcome> {
    const references = await this.selections.resolve(command.selection);
    const outcome: BulkOutcome = { action: command.action, done: [], unchanged: [], refused: [] };
    const target = BULK_ACTION_TARGETS[command.action];
    for (const reference of references) {
      try {
        await this.changeStatus.execute({ orderId: reference, orderStatus: target, adminId: command.adminId });
        outcome.done.push(reference);
      } catch (error) {
        this.record(outcome, reference, command.action, error);
      }
    }
    this.logger.log(
      `Action groupée ${command.action} (admin:${command.adminId}) : ${outcome.done.length} faites, ` +
        `${outcome.unchanged.length} déjà faites, ${outcome.refused.length} refusées`,
    );
    return outcome;
  }

  private record(outcome: BulkOutcome, reference: string, action: BulkAction, error: unknown): void {
    if (error instanceof OrderStatusUnchangedError) {
      outcome.unchanged.push(reference);
    } else if (error instanceof InvalidOrderTransitionError) {
      const step = bulkStep(reference, error.from, action);
      const message = step.kind === 'refused' ? step.message : error.message;
      outcome.refused.push({ orderId: reference, code: error.code, message });
    } else if (error instanceof OrderNotFoundError) {
      outcome.refused.push({
        orderId: reference,
        code: error.code,
        message: `${reference} : ${BULK_MESSAGES.notFound}`,
      });
    } else if (error instanceof DomainError) {
      outcome.refused.push({ orderId: reference, code: error.code, message: `${reference} : ${error.message}` });
    } else {
      throw error; // an outage or a defect: the orders done so far stay done, the request answers the error
    }
  }
}
