import { ApiProperty } from '@nestjs/swagger';
import { centsToEuros, type Cents } from '../../../shared/money.js';
import { FREQUENCIES, FREQUENCY_LABELS, type Frequency } from '../../../shared/subscription-rules.js';
import type { GiftRole } from '../application/customer-gift-subscriptions.service.js';
import type { GiftSubscriptionSnapshot } from '../domain/gift-subscription.js';
import {
  GIFT_NOTICES,
  GIFT_NOTICE_LABELS,
  GIFT_POSTPONE_MAX_MONTHS,
  GIFT_SUBSCRIPTION_STATUSES,
  GIFT_SUBSCRIPTION_STATUS_LABELS,
  type GiftNotice,
  type GiftSubscriptionStatus,
  brusselsLocal,
  giftPlanText,
} from '../domain/gift-subscription-rules.js';
import { addMonths } from '../domain/schedule.js';

export class GiftAddressResponse {
  @ApiProperty({ example: 'Léa' }) firstName!: string;
  @ApiProperty({ example: 'Dubois' }) lastName!: string;
  @ApiProperty({ example: 'Rue des Fleurs 12' }) address!: string;
  @ApiProperty({ example: '1000' }) postalCode!: string;
  @ApiProperty({ example: 'Bruxelles' }) city!: string;
  @ApiProperty({ example: 'BE' }) country!: string;
}

export class GiftRecipientResponse extends GiftAddressResponse {
  @ApiProperty({ example: 'lea@example.be' }) email!: string;
}

export class GiftActionsResponse {
  @ApiProperty({ description: "Changer l'adresse des box pas encore préparées (acheteur et destinataire)" })
  changeAddress!: boolean;
  @ApiProperty({ description: 'Reporter la prochaine box (destinataire)' }) postpone!: boolean;
  @ApiProperty({ description: "Changer quand prévenir le destinataire, avant qu'il le soit (acheteur)" })
  changeNotice!: boolean;
  @ApiProperty({ description: 'Annuler les box pas encore préparées, remboursées (acheteur)' }) cancel!: boolean;
}

/**
 * A prepaid gift subscription as its buyer or its recipient sees it (docs/design/gifting.md). The
 * recipient's view carries no amount: `cancelRefund` is null there.
 */
export class GiftSubscriptionResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['gift'] }) kind!: 'gift';
  @ApiProperty({ enum: ['buyer', 'recipient'], description: "buyer : je l'ai offert ; recipient : on me l'a offert" })
  role!: GiftRole;
  @ApiProperty({ enum: GIFT_SUBSCRIPTION_STATUSES }) status!: GiftSubscriptionStatus;
  @ApiProperty({ example: 'Active' }) statusLabel!: string;
  @ApiProperty({ example: 3 }) productId!: number;
  @ApiProperty({ example: 'Box Premium' }) productName!: string;
  @ApiProperty({ example: 'Box Premium, 6 box, une par mois' }) offered!: string;
  @ApiProperty({ enum: FREQUENCIES }) frequency!: Frequency;
  @ApiProperty({ example: 'Mensuel' }) frequencyLabel!: string;
  @ApiProperty({ enum: [3, 6, 12] }) boxesTotal!: number;
  @ApiProperty({ example: 1 }) boxesSent!: number;
  @ApiProperty({ example: 2, description: 'Box encore à venir' }) boxesLeft!: number;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Prochaine box ; null une fois terminé' })
  nextBoxDate!: string | null;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: `Date la plus tardive où reporter la prochaine box (${GIFT_POSTPONE_MAX_MONTHS} mois après sa date prévue)`,
  })
  latestPostponeDate!: string | null;
  @ApiProperty({ example: 'Camille', description: "Le prénom de l'acheteur" }) fromFirstName!: string;
  @ApiProperty({ type: GiftRecipientResponse }) recipient!: GiftRecipientResponse;
  @ApiProperty({ type: String, nullable: true }) message!: string | null;
  @ApiProperty({ enum: GIFT_NOTICES }) notify!: GiftNotice;
  @ApiProperty({ example: 'Dès le paiement' }) notifyLabel!: string;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-24T08:00', description: 'Heure de Bruxelles' })
  notifyAt!: string | null;
  @ApiProperty({ description: 'Le destinataire a reçu l’annonce' }) notified!: boolean;
  @ApiProperty({ description: 'Le destinataire a reçu le cadeau sur son compte' }) claimed!: boolean;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 61.44,
    description: "Acheteur : ce qu'une annulation rembourserait maintenant (euros) ; null pour le destinataire",
  })
  cancelRefund!: number | null;
  @ApiProperty({ type: GiftActionsResponse }) actions!: GiftActionsResponse;

  static from(
    gift: GiftSubscriptionSnapshot,
    role: GiftRole,
    cancelRefundCents: Cents | null,
  ): GiftSubscriptionResponse {
    const active = gift.status === 'active';
    const { email, ...address } = gift.recipient;
    return {
      id: gift.id,
      kind: 'gift',
      role,
      status: gift.status,
      statusLabel: GIFT_SUBSCRIPTION_STATUS_LABELS[gift.status],
      productId: gift.productId,
      productName: gift.productName,
      offered: giftPlanText(gift.productName, gift.boxesTotal, gift.frequency),
      frequency: gift.frequency,
      frequencyLabel: FREQUENCY_LABELS[gift.frequency],
      boxesTotal: gift.boxesTotal,
      boxesSent: gift.boxesSent,
      boxesLeft: gift.boxesTotal - gift.boxesSent - gift.boxesCanceled,
      nextBoxDate: gift.nextBoxDate,
      latestPostponeDate: gift.plannedBoxDate ? addMonths(gift.plannedBoxDate, GIFT_POSTPONE_MAX_MONTHS) : null,
      fromFirstName: gift.buyerFirstName,
      recipient: { ...address, email },
      message: gift.message,
      notify: gift.notify,
      notifyLabel: GIFT_NOTICE_LABELS[gift.notify],
      notifyAt: gift.notifyAt ? brusselsLocal(gift.notifyAt) : null,
      notified: gift.notifiedAt !== null,
      claimed: gift.claimedBy !== null,
      cancelRefund:
        role === 'buyer' && cancelRefundCents !== null ? centsToEuros(Math.max(0, cancelRefundCents)) : null,
      actions: {
        changeAddress: active,
        postpone: active && role === 'recipient',
        changeNotice: role === 'buyer' && gift.notifiedAt === null && (active || gift.status === 'en_attente'),
        cancel: active && role === 'buyer',
      },
    };
  }
}

export class GiftSubscriptionListResponse {
  @ApiProperty({ type: [GiftSubscriptionResponse], description: "Les abonnements que j'ai offerts" })
  given!: GiftSubscriptionResponse[];
  @ApiProperty({
    type: [GiftSubscriptionResponse],
    description: "Les abonnements qu'on m'a offerts (reçus sur mon compte)",
  })
  received!: GiftSubscriptionResponse[];
}

/** What /cadeau/<token> shows: the gift, never a price. */
export class GiftClaimResponse {
  @ApiProperty({ example: 'Camille' }) fromFirstName!: string;
  @ApiProperty({ example: 'Léa' }) recipientFirstName!: string;
  @ApiProperty({ example: 'Box Premium, 6 box, une par mois' }) offered!: string;
  @ApiProperty({ example: 3 }) productId!: number;
  @ApiProperty({ example: 'Box Premium' }) productName!: string;
  @ApiProperty({ type: String, nullable: true }) message!: string | null;
  @ApiProperty({ enum: GIFT_SUBSCRIPTION_STATUSES }) status!: GiftSubscriptionStatus;
  @ApiProperty({ example: 'Active' }) statusLabel!: string;
  @ApiProperty({ enum: [3, 6, 12] }) boxesTotal!: number;
  @ApiProperty({ example: 0 }) boxesSent!: number;
  @ApiProperty({ type: String, format: 'date', nullable: true }) nextBoxDate!: string | null;
  @ApiProperty({ description: 'Reçu sur mon compte (false : à recevoir)' }) claimed!: boolean;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: "L'abonnement, une fois reçu sur mon compte",
  })
  giftSubscriptionId!: string | null;

  static from(gift: GiftSubscriptionSnapshot, customerId: string | undefined): GiftClaimResponse {
    const mine = customerId !== undefined && gift.claimedBy === customerId;
    return {
      fromFirstName: gift.buyerFirstName,
      recipientFirstName: gift.recipient.firstName,
      offered: giftPlanText(gift.productName, gift.boxesTotal, gift.frequency),
      productId: gift.productId,
      productName: gift.productName,
      message: gift.message,
      status: gift.status,
      statusLabel: GIFT_SUBSCRIPTION_STATUS_LABELS[gift.status],
      boxesTotal: gift.boxesTotal,
      boxesSent: gift.boxesSent,
      nextBoxDate: gift.nextBoxDate,
      claimed: mine,
      giftSubscriptionId: mine ? gift.id : null,
    };
  }
}

export class GiftCancellationResponse {
  @ApiProperty({ type: GiftSubscriptionResponse }) giftSubscription!: GiftSubscriptionResponse;
  @ApiProperty({ example: 2, description: 'Box annulées' }) boxesCanceled!: number;
  @ApiProperty({ example: 61.44, description: 'Remboursé chez Mollie, avec sa note de crédit (euros)' })
  refunded!: number;
}
