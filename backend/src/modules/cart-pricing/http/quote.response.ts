import { ApiProperty } from '@nestjs/swagger';
import { centsToEuros } from '../../../shared/money.js';
import { CATEGORIES, type Category } from '../../catalog/index.js';
import type { CartQuote, CartQuoteLine } from '../application/quote-cart.service.js';
import type { GiftCardPaymentPreview } from '../application/gift-card-wallet.js';
import { FREQUENCIES, type Frequency, giftPriceText } from '../domain/pricing.js';
import { type PromoCodeName, promoAppliedMessage } from '../domain/promo-codes.js';
import {
  GIFT_CARD_DELIVERIES,
  type CheckedGiftCardLine,
  type GiftCardDelivery,
} from '../../../shared/gift-card-rules.js';

/** A priced cart line (euros with 2 decimals). */
export class QuoteLineResponse {
  @ApiProperty({ example: 1 }) productId!: number;
  @ApiProperty({ example: 'Box Essentielle' }) name!: string;
  @ApiProperty({ example: '/images/products/1-1.svg' }) image!: string;
  @ApiProperty({ enum: CATEGORIES, enumName: 'ProductCategory', description: 'Catégorie de la box' })
  category!: Category;
  @ApiProperty({ example: 2 }) quantity!: number;
  @ApiProperty({ example: true }) isSubscription!: boolean;
  @ApiProperty({ enum: FREQUENCIES, nullable: true, description: 'null en achat unique' })
  frequency!: Frequency | null;
  @ApiProperty({ example: 25.49, description: 'Prix unitaire payé (-15 % en abonnement)' }) unitPrice!: number;
  @ApiProperty({ example: 29.99, description: 'Prix catalogue' }) originalPrice!: number;
  @ApiProperty({ example: 50.98 }) lineTotal!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    enum: [3, 6, 12],
    description: 'Abonnement offert (prépayé) : son nombre de box ; null pour une ligne ordinaire',
  })
  giftBoxes!: number | null;
  @ApiProperty({
    example: 0,
    description: "Abonnement offert : la livraison de ses box (box × livraison d'une box) ; 0 sinon",
  })
  giftShipping!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '3 box × 25,49 € + livraison 3 × 4,99 €',
    description: 'Abonnement offert : son prix en clair ; null sinon',
  })
  giftPriceText!: string | null;

  static from(line: CartQuoteLine): QuoteLineResponse {
    return {
      productId: line.productId,
      name: line.name,
      image: line.image,
      category: line.category,
      quantity: line.quantity,
      isSubscription: line.isSubscription,
      frequency: line.frequency,
      unitPrice: centsToEuros(line.unitPriceCents),
      originalPrice: centsToEuros(line.originalPriceCents),
      lineTotal: centsToEuros(line.lineTotalCents),
      giftBoxes: line.giftBoxes,
      giftShipping: centsToEuros(line.giftShippingCents),
      giftPriceText: giftPriceText(line),
    };
  }
}

export class AppliedPromoResponse {
  @ApiProperty({ example: 'PROMO20', type: String }) code!: PromoCodeName;
  @ApiProperty({ example: 20, description: 'Remise en pour cent du sous-total' }) rate!: number;
  @ApiProperty({ example: 'Code promo appliqué : -20%' }) message!: string;
}

/** An e-gift card of the cart, as checked (docs/design/gift-cards.md): amounts in cents. */
export class QuoteGiftCardResponse {
  @ApiProperty({ example: 5000, description: 'Montant en centimes' }) amountCents!: number;
  @ApiProperty({ example: 'Léa' }) recipientName!: string;
  @ApiProperty({ type: String, nullable: true, example: 'lea@example.be', description: 'null : carte imprimée' })
  recipientEmail!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Joyeux anniversaire !' }) message!: string | null;
  @ApiProperty({ enum: GIFT_CARD_DELIVERIES, enumName: 'GiftCardDelivery' }) delivery!: GiftCardDelivery;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'delivery = at_date : l’instant d’envoi (ISO) ; null sinon',
  })
  sendAt!: string | null;

  static from(card: CheckedGiftCardLine): QuoteGiftCardResponse {
    return {
      amountCents: card.amountCents,
      recipientName: card.recipientName,
      recipientEmail: card.recipientEmail,
      message: card.message,
      delivery: card.delivery,
      sendAt: card.sendAt ? card.sendAt.toISOString() : null,
    };
  }
}

/** What one gift card pays of the order (docs/design/gift-cards.md, "Paying with a card"): never its code. */
export class QuoteGiftCardPaymentResponse {
  @ApiProperty({ example: '8HJD', description: 'Les 4 derniers caractères du code' }) last4!: string;
  @ApiProperty({ example: 2000, description: 'Ce que la carte paie de la commande, en centimes' }) amountCents!: number;
  @ApiProperty({ example: 5000, description: 'Son solde avant cette commande, en centimes' }) balanceCents!: number;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt!: string;

  static from(card: GiftCardPaymentPreview): QuoteGiftCardPaymentResponse {
    return {
      last4: card.last4,
      amountCents: card.amountCents,
      balanceCents: card.balanceCents,
      expiresAt: card.expiresAt.toISOString(),
    };
  }
}

/** POST /api/cart/quote answer: the figures the cart shows and checkout charges. */
export class QuoteResponse {
  @ApiProperty({ type: [QuoteLineResponse] }) lines!: QuoteLineResponse[];
  @ApiProperty({ example: 50.98 }) subtotal!: number;
  @ApiProperty({ example: 9, description: 'Économie des lignes en abonnement' }) subscriptionSavings!: number;
  @ApiProperty({ example: 10.2, description: 'Remise du code promo' }) discount!: number;
  @ApiProperty({ type: AppliedPromoResponse, nullable: true }) promo!: AppliedPromoResponse | null;
  @ApiProperty({
    example: 0,
    description: "4,99 € sous 50 € de sous-total, sinon offerte ; plus la livraison des box d'un abonnement offert",
  })
  shipping!: number;
  @ApiProperty({ example: 50 }) freeShippingThreshold!: number;
  @ApiProperty({ example: 0, description: 'Montant manquant pour la livraison offerte' }) amountToFreeShipping!: number;
  @ApiProperty({
    type: [QuoteGiftCardResponse],
    description: 'Les cartes cadeaux du panier (sans remise ni livraison)',
  })
  giftCards!: QuoteGiftCardResponse[];
  @ApiProperty({ example: 0, description: 'Somme des cartes cadeaux, en centimes (comprise dans le total)' })
  giftCardsCents!: number;
  @ApiProperty({ example: true, description: 'Faux quand le panier ne compte que des cartes cadeaux : rien à livrer' })
  needsShipping!: boolean;
  @ApiProperty({ example: 40.78, description: 'Box (sous-total - remise + livraison) plus les cartes cadeaux' })
  total!: number;
  @ApiProperty({
    type: [QuoteGiftCardPaymentResponse],
    description: 'Ce que paient les cartes cadeaux données (giftCardCodes), dans leur ordre ; vide sans code',
  })
  giftCardPayments!: QuoteGiftCardPaymentResponse[];
  @ApiProperty({
    example: 2078,
    description:
      'Reste à payer par Mollie, en centimes : le total moins les cartes cadeaux (0 : les cartes paient tout)',
  })
  amountDueCents!: number;

  static from(quote: CartQuote): QuoteResponse {
    return {
      lines: quote.lines.map((line) => QuoteLineResponse.from(line)),
      subtotal: centsToEuros(quote.subtotalCents),
      subscriptionSavings: centsToEuros(quote.subscriptionSavingsCents),
      discount: centsToEuros(quote.discountCents),
      promo: quote.promo
        ? {
            code: quote.promo.code,
            rate: quote.promo.rateBasisPoints / 100,
            message: promoAppliedMessage(quote.promo.code),
          }
        : null,
      shipping: centsToEuros(quote.shippingCents),
      freeShippingThreshold: centsToEuros(quote.freeShippingThresholdCents),
      amountToFreeShipping: centsToEuros(quote.amountToFreeShippingCents),
      giftCards: quote.giftCards.map((card) => QuoteGiftCardResponse.from(card)),
      giftCardsCents: quote.giftCardsCents,
      needsShipping: quote.needsShipping,
      total: centsToEuros(quote.totalCents),
      giftCardPayments: quote.giftCardPayments.map((card) => QuoteGiftCardPaymentResponse.from(card)),
      amountDueCents: quote.amountDueCents,
    };
  }
}
