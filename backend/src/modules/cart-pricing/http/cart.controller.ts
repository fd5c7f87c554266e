import { Body, Controller, Headers, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../shared/http/error-response.js';
import { AuthenticateService } from '../../identity/index.js';
import { QuoteCartService } from '../application/quote-cart.service.js';
import { QuoteCartRequest } from './quote-cart.request.js';
import { QuoteResponse } from './quote.response.js';

@ApiTags('panier')
@Controller('cart')
export class CartController {
  constructor(
    private readonly quoteCart: QuoteCartService,
    private readonly authenticate: AuthenticateService,
  ) {}

  @Post('quote')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Calcule le panier : prix des lignes, remise abonnement, code promo, livraison, cartes cadeaux et total',
    description:
      'Public. Ce sont les montants que le paiement facturera. Avec un jeton valide, BIENVENUE est vérifié ' +
      '(première commande payée seulement) ; un jeton invalide est ignoré.',
  })
  @ApiOkResponse({ type: QuoteResponse })
  @ApiErrors(400, {
    400:
      'Panier refusé, `{statusCode, code, message, errors?}` : CART_PRODUCT_NOT_FOUND, CART_PRODUCT_NO_SUBSCRIPTION, ' +
      'CART_QUANTITY_INVALID, CART_TOO_MANY_LINES, CART_FREQUENCY_INVALID, CART_GIFT_BOXES_INVALID (abonnement offert : 3, 6 ou 12 box, quantité 1), ' +
      'PROMO_CODE_INVALID, PROMO_CODE_FIRST_ORDER_ONLY, GIFT_CARD_INVALID (carte cadeau, sur giftCards.N.champ), ' +
      'GIFT_CARD_REFUSED (code de carte cadeau inconnu ou donné deux fois, sur giftCardCodes.N), VALIDATION_FAILED',
    409:
      "INSUFFICIENT_STOCK : 'Stock insuffisant pour {name} : {n} disponible(s)', sur la ligne (items.N.quantity) ; " +
      'GIFT_CARD_REFUSED : carte désactivée, expirée ou épuisée, ou abonnement qui se renouvelle dans le panier',
    429: 'TOO_MANY_REQUESTS : trop de codes de cartes cadeaux essayés (10 par minute et par adresse, et par code)',
  })
  async quote(
    @Body() body: QuoteCartRequest,
    @Headers('authorization') authorization: string | undefined,
    @Req() request: FastifyRequest,
  ): Promise<QuoteResponse> {
    const customerId = await this.authenticate.customerIdOf(authorization);
    const quote = await this.quoteCart.execute({
      items: body.items,
      promoCode: body.promoCode,
      customerId,
      giftCards: body.giftCards,
      giftCardCodes: body.giftCardCodes,
      clientAddress: request.ip,
    });
    return QuoteResponse.from(quote);
  }
}
