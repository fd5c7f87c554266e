import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Logger, Param, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses, ApiErrors } from '../../../shared/http/error-response.js';
import { decimalStringToCents } from '../../../shared/money.js';
import { Authenticated, CurrentUser, type User } from '../../identity/index.js';
import { InvalidIdempotencyKeyError, PAYMENT_ID_PATTERN } from '../application/checkout.errors.js';
import { CreateOrderPaymentService } from '../application/create-order-payment.service.js';
import { GetPaymentStatusService } from '../application/get-payment-status.service.js';
import { SyncPaymentStatusService } from '../application/sync-payment-status.service.js';
import { CreatePaymentRequest } from './create-payment.request.js';
import { CheckoutResponse, PaymentStatusResponse } from './order.response.js';
import { GIFT_MESSAGES, orderGift } from '../domain/gift.js';
import { InvalidOrderError } from '../domain/order.errors.js';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

@ApiTags('paiements')
@Controller('mollie')
export class MolliePaymentsController {
  private readonly logger = new Logger('Webhook Mollie');

  constructor(
    private readonly createPayment: CreateOrderPaymentService,
    private readonly paymentStatus: GetPaymentStatusService,
    private readonly sync: SyncPaymentStatusService,
  ) {}

  @Post('payments')
  @Authenticated()
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Crée la commande et son paiement Mollie',
    description:
      'Le serveur calcule le montant (catalogue, abonnements, code promo, cartes cadeaux) et refuse un montant différent. ' +
      'Un panier de cartes cadeaux seules ne livre rien : shippingInfo peut manquer. ' +
      'Même Idempotency-Key (même client, même contenu) : la première réponse, rien de créé en plus.',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: '1 à 255 caractères visibles' })
  @ApiCreatedResponse({ type: CheckoutResponse })
  @ApiErrors(400, {
    400:
      'AMOUNT_MISMATCH, PROMO_CODE_INVALID, PAYMENT_REFUSED, ORDER_INVALID (adresse, cadeau), CUSTOMER_MISMATCH (metadata.customerId nomme un autre ' +
      'client) ; les refus du panier : CART_PRODUCT_NOT_FOUND, CART_PRODUCT_NO_SUBSCRIPTION, CART_QUANTITY_INVALID, ' +
      'CART_TOO_MANY_LINES, CART_FREQUENCY_INVALID, CART_GIFT_BOXES_INVALID, PROMO_CODE_FIRST_ORDER_ONLY, GIFT_SUBSCRIPTION_INVALID (abonnement offert : destinataire, dates, message), ' +
      'GIFT_CARD_INVALID (carte cadeau : montant, destinataire, envoi ; sur metadata.giftCards.N.champ), ' +
      'GIFT_CARD_REFUSED (code de carte cadeau inconnu ou donné deux fois, sur metadata.giftCardCodes.N)',
    404: "ORDER_NOT_FOUND : metadata.orderId nomme la commande d'un autre client",
    409:
      "IDEMPOTENCY_KEY_REUSED, PAYMENT_CREATION_IN_PROGRESS, INSUFFICIENT_STOCK ('Stock insuffisant pour {name} : {n} disponible(s)'), " +
      'ORDER_NOT_RESUMABLE (la commande de cette Idempotency-Key a été annulée avant son paiement : réponse définitive), ' +
      'GIFT_CARD_REFUSED (carte désactivée, expirée, épuisée, solde changé entre-temps, ou abonnement qui se renouvelle)',
    429: 'TOO_MANY_REQUESTS : trop de codes de cartes cadeaux essayés',
    503: "PAYMENT_PROVIDER_UNAVAILABLE 'Impossible de créer le paiement. Veuillez réessayer.'",
  })
  async create(
    @CurrentUser() user: User,
    @Body() body: CreatePaymentRequest,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Req() request: FastifyRequest,
  ): Promise<CheckoutResponse> {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw new InvalidIdempotencyKeyError();
    }
    const { billingInfo, shippingInfo, gift } = body.metadata;
    // (A gift beside cards only is refused by the checkout itself: nothing is shipped to anyone.)
    if (gift && body.metadata.items.length > 0 && shippingInfo?.sameAsBilling === true) {
      throw new InvalidOrderError(GIFT_MESSAGES.recipientAddress, 'metadata.shippingInfo.sameAsBilling');
    }
    const billing = {
      firstName: billingInfo.firstName.trim(),
      lastName: billingInfo.lastName.trim(),
      email: billingInfo.email.trim(),
      phone: billingInfo.phone.trim(),
      address: billingInfo.address.trim(),
      postalCode: billingInfo.postalCode.trim(),
      city: billingInfo.city.trim(),
      country: billingInfo.country,
    };
    // Absent: a cart of gift cards only, which ships nothing (the service keeps the billing address).
    const shipping = !shippingInfo
      ? null
      : shippingInfo.sameAsBilling === true
        ? {
            firstName: billing.firstName,
            lastName: billing.lastName,
            address: billing.address,
            postalCode: billing.postalCode,
            city: billing.city,
            country: billing.country,
          }
        : {
            firstName: shippingInfo.firstName!.trim(),
            lastName: shippingInfo.lastName!.trim(),
            address: shippingInfo.address!.trim(),
            postalCode: shippingInfo.postalCode!.trim(),
            city: shippingInfo.city!.trim(),
            country: shippingInfo.country!,
          };
    return this.createPayment.execute({
      customerId: user.id,
      ...(idempotencyKey !== undefined ? { idempotencyKey } : {}),
      amount: { cents: decimalStringToCents(body.amount.value), currency: body.amount.currency },
      items: body.metadata.items.map((item) => ({
        productId: item.id,
        quantity: item.quantity,
        isSubscription: item.isSubscription,
        frequency: item.isSubscription ? (item.frequency ?? null) : null,
        giftBoxes: item.giftBoxes ?? null,
      })),
      promoCode: body.promoCode ?? null,
      ...(body.method ? { method: body.method } : {}),
      ...(body.issuer ? { issuer: body.issuer } : {}),
      billing,
      shipping,
      gift: gift ? orderGift(gift, 'metadata.gift') : null,
      giftSubscription: body.metadata.giftSubscription ?? null,
      giftCards: body.metadata.giftCards ?? [],
      giftCardCodes: body.metadata.giftCardCodes ?? null,
      clientAddress: request.ip,
      ...(body.metadata.orderId !== undefined ? { claimedOrderId: body.metadata.orderId } : {}),
      ...(body.metadata.customerId !== undefined ? { claimedCustomerId: body.metadata.customerId } : {}),
    });
  }

  @Get('payments/:id')
  @Authenticated()
  @ApiOperation({
    summary: "Statut d'un de mes paiements (demandé à Mollie et appliqué à la commande)",
  })
  @ApiParam({ name: 'id', schema: { type: 'string', pattern: PAYMENT_ID_PATTERN.source }, example: 'tr_WDqYK6vllg' })
  @ApiOkResponse({ type: PaymentStatusResponse })
  @ApiErrorResponses({
    400: "INVALID_PAYMENT_ID 'Identifiant de paiement non valide'",
    404: 'PAYMENT_NOT_FOUND (inconnu, ou paiement d’un autre client)',
    410: "PAYMENT_EXPIRED 'Le paiement a expiré.'",
    503: 'PAYMENT_PROVIDER_UNAVAILABLE : Mollie injoignable, réessayer',
  })
  status(@CurrentUser() user: User, @Param('id') id: string): Promise<PaymentStatusResponse> {
    return this.paymentStatus.execute(user.id, id);
  }

  @Post('webhook')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Webhook Mollie (application/x-www-form-urlencoded, id=tr_…)',
    description:
      'Le serveur demande le paiement à Mollie puis applique son statut à la commande. 200 une fois ' +
      'enregistré (aussi pour un identifiant inconnu, sans effet) ; 5xx en cas d’erreur pour que Mollie réessaie.',
  })
  @ApiOkResponse({ description: 'Notification enregistrée (ou ignorée sans identifiant de paiement valide)' })
  @ApiErrors({ 400: 'Corps refusé par le contrôle d’entrée : INVALID_TEXT, INPUT_TOO_DEEP, BODY_NOT_OBJECT' })
  async webhook(@Body() body: Record<string, unknown> | undefined): Promise<void> {
    const id = body?.id;
    if (typeof id !== 'string' || !PAYMENT_ID_PATTERN.test(id)) {
      this.logger.warn('Appel du webhook sans identifiant de paiement valide : ignoré');
      return;
    }
    await this.sync.execute(id, 'webhook');
  }
}
