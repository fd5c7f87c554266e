import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { Clock } from '../../../shared/clock.js';
import { DomainError, type FieldErrors } from '../../../shared/domain-error.js';
import { GiftCardInvalidError, checkGiftCardLines } from '../../../shared/gift-card-rules.js';
import type { Cents } from '../../../shared/money.js';
import { UnitOfWork } from '../../../shared/unit-of-work.js';
import { GiftCard, type GiftCardStatus } from '../domain/gift-card.js';
import { GiftCardCodes } from './gift-card-codes.js';
import { GiftCardMails } from './gift-card-mails.js';
import {
  type AdminGiftCardListQuery,
  type AdminGiftCardMovementRow,
  type AdminGiftCardPaymentRow,
  type AdminGiftCardRow,
  AdminGiftCardStore,
} from './ports/admin-gift-card.store.js';
import type { GiftCardRecord } from './ports/gift-card.repository.js';

export const ADMIN_GIFT_CARD_MESSAGES = {
  notFound: 'Carte cadeau introuvable.',
  notActive: 'Seule une carte active peut être désactivée.',
} as const;

export class AdminGiftCardNotFoundError extends DomainError {
  constructor() {
    super('GIFT_CARD_NOT_FOUND', ADMIN_GIFT_CARD_MESSAGES.notFound, 'not-found');
  }
}

export class AdminGiftCardNotActiveError extends DomainError {
  constructor() {
    super('GIFT_CARD_NOT_ACTIVE', ADMIN_GIFT_CARD_MESSAGES.notActive, 'conflict');
  }
}

/** What customer service types to issue a card by hand. */
export interface IssueGiftCardCommand {
  amountCents: unknown;
  recipientName: unknown;
  recipientEmail: unknown;
  message?: unknown;
  reason: string;
}

export interface AdminGiftCardPage {
  cards: AdminGiftCardRow[];
  total: number;
  page: number;
  limit: number;
}

export interface AdminGiftCardDetail {
  card: AdminGiftCardRow;
  movements: AdminGiftCardMovementRow[];
  payments: AdminGiftCardPaymentRow[];
}

/** The name a card issued by hand is 'from' (the recipient's mail says 'de la part de BoxPlaisir'). */
const SHOP_NAME = 'BoxPlaisir';

/**
 * The back office's gift cards (docs/design/gift-cards.md, "Back office"): the list (status, search by
 * last 4, buyer or recipient, pages, newest first), one card with its movements and payments, the
 * disabling of an active card (with its reason, under a row lock), and a card issued by hand by
 * customer service (the sold card's rules, active at once, its mail queued in the same transaction).
 */
@Injectable()
export class AdminGiftCardsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: AdminGiftCardStore,
    private readonly codes: GiftCardCodes,
    private readonly mails: GiftCardMails,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async list(query: AdminGiftCardListQuery): Promise<AdminGiftCardPage> {
    const { rows, total } = await this.store.list(query);
    return { cards: rows, total, page: query.page, limit: query.limit };
  }

  async detail(id: string): Promise<AdminGiftCardDetail> {
    const card = await this.store.findById(id);
    if (!card) throw new AdminGiftCardNotFoundError();
    const [movements, payments] = await Promise.all([this.store.movementsOf(id), this.store.paymentsOf(id)]);
    return { card, movements, payments };
  }

  /** An active card becomes disabled: 404 for an unknown card, 409 when it is not active. */
  async disable(id: string, reason: string): Promise<AdminGiftCardDetail> {
    await this.uow.transaction(async () => {
      const locked = await this.store.lockForUpdate(id);
      if (!locked) throw new AdminGiftCardNotFoundError();
      if (locked.status !== 'active' || !locked.purchasedAt || !locked.expiresAt) {
        throw new AdminGiftCardNotActiveError();
      }
      const card = GiftCard.fromState({
        initialCents: locked.initialCents,
        balanceCents: locked.balanceCents,
        status: locked.status as GiftCardStatus,
        purchasedAt: locked.purchasedAt,
        expiresAt: locked.expiresAt,
        movements: [],
      });
      card.disable(reason, this.clock.now());
      await this.store.disable(id, reason, card.toState().movements, this.clock.now());
    });
    return this.detail(id);
  }

  /** A card issued by hand: the sold card's rules (amount, recipient, message), 400 GIFT_CARD_INVALID otherwise. */
  async issue(admin: { email: string }, command: IssueGiftCardCommand): Promise<AdminGiftCardRow> {
    const now = this.clock.now();
    const [line] = checkedLine(command, now);
    const id = randomUUID();
    const card = GiftCard.create(line!.amountCents, now, 'issued', command.reason);
    const state = card.toState();
    const keys = this.codes.keysOf(id);
    const record: GiftCardRecord = {
      id,
      kind: 'issued',
      status: 'active',
      initialCents: state.initialCents,
      balanceCents: state.balanceCents,
      last4: keys.last4,
      orderId: null,
      orderNumber: null,
      position: 0,
      buyerId: null,
      buyerFirstName: SHOP_NAME,
      buyerEmail: this.shopEmail,
      recipientName: line!.recipientName,
      recipientEmail: line!.recipientEmail,
      message: line!.message,
      delivery: 'now',
      sendAt: null,
      sentAt: now,
      reminderSentAt: null,
      purchasedAt: now,
      expiresAt: state.expiresAt,
      createdAt: now,
    };
    await this.uow.transaction(async () => {
      await this.store.insertIssued({
        record,
        codeHash: keys.codeHash,
        issuedBy: admin.email,
        reason: command.reason,
        movements: state.movements,
      });
      await this.mails.toRecipient(record);
    });
    const issued = await this.store.findById(id);
    if (!issued) throw new AdminGiftCardNotFoundError();
    return issued;
  }

  /** The shop's address (MAIL_FROM, 'BoxPlaisir <bonjour@…>'): the 'buyer' of a card issued by hand. */
  private get shopEmail(): string {
    const from = this.config.mailFrom;
    return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
  }
}

/** The purchase rule of shared/gift-card-rules.ts, its messages on the body's own fields. */
function checkedLine(command: IssueGiftCardCommand, now: Date) {
  try {
    return checkGiftCardLines(
      [
        {
          amountCents: command.amountCents as Cents,
          recipientName: command.recipientName as string,
          recipientEmail: command.recipientEmail as string,
          message: (command.message ?? null) as string | null,
          delivery: 'now',
        },
      ],
      now,
    );
  } catch (error) {
    if (!(error instanceof GiftCardInvalidError)) throw error;
    const errors: FieldErrors = {};
    for (const [field, messages] of Object.entries(error.errors ?? {})) {
      errors[field.replace(/^giftCards\.0\./, '')] = messages;
    }
    throw new GiftCardInvalidError(errors);
  }
}
