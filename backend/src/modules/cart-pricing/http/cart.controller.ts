import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { QuoteCartService } from '../application/quote-cart.service.js';
import { QuoteCartRequest } from './quote-cart.request.js';
import { QuoteResponse } from './quote.response.js';

@ApiTags('panier')
@Controller('cart')
export class CartController {
  constructor(private readonly quoteCart: QuoteCartService) {}

  @Post('quote')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Calcule le panier : prix des lignes, remise abonnement, code promo, livraison et total',
    description: 'Public. Ce sont les montants que le paiement facturera.',
  })
  @ApiOkResponse({ type: QuoteResponse })
  @ApiBadRequestResponse({
    description:
      'Panier refusé, `{statusCode, code, message, errors?}` : CART_PRODUCT_NOT_FOUND, CART_PRODUCT_NO_SUBSCRIPTION, ' +
      'CART_PRODUCT_OUT_OF_STOCK, CART_QUANTITY_INVALID, CART_TOO_MANY_LINES, CART_FREQUENCY_INVALID, ' +
      'PROMO_CODE_INVALID, PROMO_CODE_FIRST_ORDER_ONLY, VALIDATION_FAILED',
  })
  async quote(@Body() body: QuoteCartRequest): Promise<QuoteResponse> {
    // Public for now: the identity module's optional-auth guard will pass the signed-in customer's id here.
    const customerId = undefined;
    const quote = await this.quoteCart.execute({ items: body.items, promoCode: body.promoCode, customerId });
    return QuoteResponse.from(quote);
  }
}
