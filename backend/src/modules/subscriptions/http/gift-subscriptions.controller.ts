import {
  applyDecorators,
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses, ApiErrors, PATH_REFUSAL } from '../../../shared/http/error-response.js';
import { Authenticated, AuthenticateService, CurrentUser, type User } from '../../identity/index.js';
import { CustomerGiftSubscriptionsService, roleOf } from '../application/customer-gift-subscriptions.service.js';
import type { GiftSubscriptionSnapshot } from '../domain/gift-subscription.js';
import { GiftAddressRequest, GiftNoticeRequest, GiftPostponeRequest } from './gift-subscription.requests.js';
import {
  GiftCancellationResponse,
  GiftClaimResponse,
  GiftSubscriptionListResponse,
  GiftSubscriptionResponse,
} from './gift-subscription.response.js';

const NOT_FOUND = "GIFT_SUBSCRIPTION_NOT_FOUND 'Ce cadeau est introuvable.' (aussi pour le cadeau d'un autre client)";
const CONFLICT = "GIFT_SUBSCRIPTION_CONFLICT : l'état du cadeau ne le permet pas";
const INVALID = 'GIFT_SUBSCRIPTION_INVALID : un message français par champ refusé';

const GiftChange = (summary: string) =>
  applyDecorators(
    ApiOperation({ summary }),
    ApiOkResponse({ type: GiftSubscriptionResponse }),
    ApiErrors(400, { 400: INVALID, 404: NOT_FOUND, 409: CONFLICT }),
  );

/**
 * Prepaid gift subscriptions (docs/design/gifting.md): 'Abonnements offerts' and the gifts received in
 * 'Mes abonnements' (/api/gift-subscriptions), and the recipient's /cadeau/<token> page (/api/gifts).
 */
@ApiTags('abonnements offerts')
@Controller()
export class GiftSubscriptionsController {
  constructor(
    private readonly gifts: CustomerGiftSubscriptionsService,
    private readonly authenticate: AuthenticateService,
  ) {}

  @Get('gift-subscriptions')
  @Authenticated()
  @ApiOperation({ summary: "Les abonnements que j'ai offerts et ceux qu'on m'a offerts" })
  @ApiOkResponse({ type: GiftSubscriptionListResponse })
  async list(@CurrentUser() user: User): Promise<GiftSubscriptionListResponse> {
    const { given, received } = await this.gifts.list(user.id);
    return {
      given: await Promise.all(given.map((gift) => this.view(gift, user.id))),
      received: await Promise.all(received.map((gift) => this.view(gift, user.id))),
    };
  }

  @Patch('gift-subscriptions/:id/address')
  @Authenticated()
  @GiftChange("Changer l'adresse des box pas encore préparées (acheteur ou destinataire)")
  async changeAddress(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body() body: GiftAddressRequest,
  ): Promise<GiftSubscriptionResponse> {
    return this.view(await this.gifts.changeAddress(user.id, id, body), user.id);
  }

  @Post('gift-subscriptions/:id/postpone')
  @HttpCode(HttpStatus.OK)
  @Authenticated()
  @GiftChange('Reporter la prochaine box (destinataire ; 2 mois au plus après sa date prévue)')
  async postpone(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body() body: GiftPostponeRequest,
  ): Promise<GiftSubscriptionResponse> {
    return this.view(await this.gifts.postpone(user.id, id, body.date), user.id);
  }

  @Patch('gift-subscriptions/:id/notice')
  @Authenticated()
  @GiftChange("Changer quand prévenir le destinataire, avant qu'il le soit (acheteur)")
  async changeNotice(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body() body: GiftNoticeRequest,
  ): Promise<GiftSubscriptionResponse> {
    return this.view(await this.gifts.changeNotice(user.id, id, body), user.id);
  }

  @Post('gift-subscriptions/:id/cancel')
  @HttpCode(HttpStatus.OK)
  @Authenticated()
  @ApiOperation({
    summary: 'Annuler les box pas encore préparées (acheteur)',
    description:
      'Leur part du montant payé est remboursée chez Mollie, avec une note de crédit ; le destinataire est prévenu ' +
      "s'il l'avait été. Redemandé après un remboursement impossible, seul ce qui reste dû est remboursé.",
  })
  @ApiOkResponse({ type: GiftCancellationResponse })
  @ApiErrorResponses({
    400: PATH_REFUSAL,
    404: NOT_FOUND,
    409: CONFLICT,
    503: "PAYMENT_PROVIDER_UNAVAILABLE : le remboursement n'a pas pu être fait, redemandez-le",
  })
  async cancel(@CurrentUser() user: User, @Param('id') id: string): Promise<GiftCancellationResponse> {
    const outcome = await this.gifts.cancel(user.id, id);
    return {
      giftSubscription: await this.view(outcome.gift, user.id),
      boxesCanceled: outcome.boxesCanceled,
      refunded: outcome.refundedCents / 100,
    };
  }

  @Get('gifts/:token')
  @ApiOperation({
    summary: 'Le cadeau d’un lien /cadeau/<token> (public ; sans aucun prix)',
    description: 'Un jeton inconnu : 404 ; un cadeau annulé, ou reçu sur un autre compte que celui du jeton : 409.',
  })
  @ApiOkResponse({ type: GiftClaimResponse })
  @ApiErrorResponses({ 400: PATH_REFUSAL, 404: NOT_FOUND, 409: CONFLICT })
  async byToken(
    @Param('token') token: string,
    @Headers('authorization') authorization: string | undefined,
  ): Promise<GiftClaimResponse> {
    const customerId = await this.authenticate.customerIdOf(authorization);
    return GiftClaimResponse.from(await this.gifts.byToken(token, customerId), customerId);
  }

  @Post('gifts/:token/claim')
  @HttpCode(HttpStatus.OK)
  @Authenticated()
  @ApiOperation({ summary: 'Recevoir le cadeau sur mon compte (il apparaît dans « Mes abonnements »)' })
  @ApiOkResponse({ type: GiftClaimResponse })
  @ApiErrorResponses({ 400: PATH_REFUSAL, 404: NOT_FOUND, 409: CONFLICT })
  async claim(@CurrentUser() user: User, @Param('token') token: string): Promise<GiftClaimResponse> {
    return GiftClaimResponse.from(await this.gifts.claim(token, user.id), user.id);
  }

  private async view(gift: GiftSubscriptionSnapshot, customerId: string): Promise<GiftSubscriptionResponse> {
    const role = roleOf(gift, customerId)!;
    const refund = role === 'buyer' ? await this.gifts.cancellationRefund(gift) : null;
    return GiftSubscriptionResponse.from(gift, role, refund);
  }
}
