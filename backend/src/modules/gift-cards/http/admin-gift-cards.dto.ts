import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';
import {
  GIFT_CARD_MAX_CENTS,
  GIFT_CARD_MESSAGES,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_MIN_CENTS,
  isGiftCardAmount,
} from '../../../shared/gift-card-rules.js';
import { EMAIL_MAX_LENGTH } from '../../../shared/validation/field-messages.js';
import { Present } from '../../../shared/validation/present.js';
import { PageParam, PageSizeParam, SearchParam } from '../../../shared/validation/query-params.js';
import { trim } from '../../../shared/validation/transforms.js';
import type { AdminGiftCardDetail, AdminGiftCardPage } from '../application/admin-gift-cards.service.js';
import type { AdminGiftCardRow } from '../application/ports/admin-gift-card.store.js';
import { GiftCardMovementResponse, GiftCardPaymentResponse } from './admin-gift-card-history.dto.js';
import {
  GIFT_CARD_MOVEMENT_LABELS,
  GIFT_CARD_STATUSES,
  GIFT_CARD_STATUS_LABELS,
  type GiftCardLifeStatus,
} from '../domain/gift-card-status.js';

export const ADMIN_GIFT_CARD_PAGE_SIZE = 20;
const ADMIN_GIFT_CARD_PAGE_MAX = 100;
export const REASON_MIN = 3;
export const REASON_MAX = 500;
export const REASON_MESSAGE = `La raison est requise (de ${REASON_MIN} à ${REASON_MAX} caractères)`;

/** A repeated parameter (?status=a&status=b) arrives as an array: refused by the validators. */
const single = ({ value }: { value: unknown }): unknown => (Array.isArray(value) ? Number.NaN : value);

/** The reason of a card disabled or issued by hand: 3 to 500 characters, trimmed. */
function Reason(): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ minLength: REASON_MIN, maxLength: REASON_MAX, example: 'Geste commercial : colis abîmé' })(
      target,
      key,
    );
    Present(REASON_MESSAGE)(target, key);
    Transform(trim)(target, key);
    IsString({ message: REASON_MESSAGE })(target, key);
    MinLength(REASON_MIN, { message: REASON_MESSAGE })(target, key);
    MaxLength(REASON_MAX, { message: REASON_MESSAGE })(target, key);
  };
}

/** GET /api/admin/gift-cards query string. Unknown parameters are refused by the global pipe. */
export class ListAdminGiftCardsQuery {
  @ApiPropertyOptional({
    enum: GIFT_CARD_STATUSES,
    description: 'Seulement les cartes de ce statut (sans filtre : toutes sauf en_attente et annulee)',
  })
  @IsOptional()
  @Transform(single)
  @IsIn(GIFT_CARD_STATUSES, { message: `Le statut doit être l'un de : ${GIFT_CARD_STATUSES.join(', ')}` })
  status?: GiftCardLifeStatus;

  @SearchParam(100, "Les 4 derniers caractères du code, le nom ou l'email de l'acheteur ou du destinataire")
  q?: string;

  @PageParam(1_000_000) page?: number;
  @PageSizeParam('de cartes', ADMIN_GIFT_CARD_PAGE_MAX, ADMIN_GIFT_CARD_PAGE_SIZE) limit?: number;
}

export class DisableGiftCardRequest {
  @Reason() reason!: string;
}

export class IssueGiftCardRequest {
  @ApiProperty({ example: 5000, minimum: GIFT_CARD_MIN_CENTS, maximum: GIFT_CARD_MAX_CENTS, multipleOf: 100 })
  @Present('Le montant de la carte cadeau est requis')
  @ValidateBy(
    { name: 'isGiftCardAmount', validator: { validate: (value) => isGiftCardAmount(value) } },
    { message: GIFT_CARD_MESSAGES.amount },
  )
  amountCents!: number;

  @ApiProperty({ example: 'Léa', maxLength: 200 })
  @Present('Le nom du destinataire est requis')
  @IsString({ message: GIFT_CARD_MESSAGES.recipientName })
  @MaxLength(200, { message: GIFT_CARD_MESSAGES.recipientName })
  recipientName!: string;

  @ApiProperty({ example: 'lea@example.be', maxLength: EMAIL_MAX_LENGTH })
  @Present(GIFT_CARD_MESSAGES.recipientEmailRequired)
  @IsString({ message: GIFT_CARD_MESSAGES.recipientEmail })
  @MaxLength(EMAIL_MAX_LENGTH, { message: GIFT_CARD_MESSAGES.recipientEmail })
  recipientEmail!: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: `Au plus ${GIFT_CARD_MESSAGE_MAX} caractères` })
  @IsOptional()
  @IsString({ message: GIFT_CARD_MESSAGES.message })
  @MaxLength(GIFT_CARD_MESSAGE_MAX * 2, { message: GIFT_CARD_MESSAGES.message })
  message?: string | null;

  @Reason() reason!: string;
}

export class GiftCardPersonResponse {
  @ApiProperty({ example: 'Camille Dupont' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: 'camille@example.be' }) email!: string | null;
}

/** A card as the back office lists it: never its code, only its last 4. */
export class AdminGiftCardResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ type: String, nullable: true, example: '8HJD', description: 'Les 4 derniers caractères du code' })
  last4!: string | null;
  @ApiProperty({ enum: ['sold', 'issued'] }) kind!: 'sold' | 'issued';
  @ApiProperty({ example: 'Vendue' }) kindLabel!: string;
  @ApiProperty({ example: 5000 }) initialCents!: number;
  @ApiProperty({ example: 3500 }) balanceCents!: number;
  @ApiProperty({ enum: GIFT_CARD_STATUSES, example: 'active' }) status!: GiftCardLifeStatus;
  @ApiProperty({ example: 'Active' }) statusLabel!: string;
  @ApiProperty({ type: String, nullable: true, description: 'La raison (désactivée, émise à la main)' })
  statusReason!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "L'administrateur qui l'a émise à la main" })
  issuedBy!: string | null;
  @ApiProperty({ type: GiftCardPersonResponse }) buyer!: GiftCardPersonResponse;
  @ApiProperty({ type: GiftCardPersonResponse }) recipient!: GiftCardPersonResponse;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) purchasedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sentAt!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'BP-20261129-7LGKX5' }) orderNumber!: string | null;

  static from(row: AdminGiftCardRow): AdminGiftCardResponse {
    return {
      id: row.id,
      last4: row.last4,
      kind: row.kind,
      kindLabel: GIFT_CARD_MOVEMENT_LABELS[row.kind],
      initialCents: row.initialCents,
      balanceCents: row.balanceCents,
      status: row.status,
      statusLabel: GIFT_CARD_STATUS_LABELS[row.status],
      statusReason: row.statusReason,
      issuedBy: row.issuedBy,
      buyer: { ...row.buyer },
      recipient: { ...row.recipient },
      purchasedAt: row.purchasedAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      sentAt: row.sentAt?.toISOString() ?? null,
      orderNumber: row.orderNumber,
    };
  }
}

export class AdminGiftCardPaginationResponse {
  @ApiProperty() currentPage!: number;
  @ApiProperty() totalPages!: number;
  @ApiProperty() totalCards!: number;
  @ApiProperty() hasPrevPage!: boolean;
  @ApiProperty() hasNextPage!: boolean;
  @ApiProperty() limit!: number;
}

export class AdminGiftCardListResponse {
  @ApiProperty({ type: [AdminGiftCardResponse] }) giftCards!: AdminGiftCardResponse[];
  @ApiProperty({ type: AdminGiftCardPaginationResponse }) pagination!: AdminGiftCardPaginationResponse;

  static from(page: AdminGiftCardPage): AdminGiftCardListResponse {
    const totalPages = Math.max(1, Math.ceil(page.total / page.limit));
    return {
      giftCards: page.cards.map((row) => AdminGiftCardResponse.from(row)),
      pagination: {
        currentPage: page.page,
        totalPages,
        totalCards: page.total,
        hasPrevPage: page.page > 1,
        hasNextPage: page.page < totalPages,
        limit: page.limit,
      },
    };
  }
}

export class AdminGiftCardDetailResponse {
  @ApiProperty({ type: AdminGiftCardResponse }) giftCard!: AdminGiftCardResponse;
  @ApiProperty({ type: [GiftCardMovementResponse], description: 'Les mouvements, du plus ancien au plus récent' })
  movements!: GiftCardMovementResponse[];
  @ApiProperty({ type: [GiftCardPaymentResponse], description: 'Ce que la carte a payé, commande par commande' })
  payments!: GiftCardPaymentResponse[];

  static from(detail: AdminGiftCardDetail): AdminGiftCardDetailResponse {
    return {
      giftCard: AdminGiftCardResponse.from(detail.card),
      movements: detail.movements.map((m) => GiftCardMovementResponse.from(m)),
      payments: detail.payments.map((p) => GiftCardPaymentResponse.from(p)),
    };
  }
}
