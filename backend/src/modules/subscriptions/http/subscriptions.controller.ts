import { applyDecorators, Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses, ApiErrors, PATH_REFUSAL } from '../../../shared/http/error-response.js';
import { Authenticated, CurrentUser, type User } from '../../identity/index.js';
import { CustomerSubscriptionsService } from '../application/customer-subscriptions.service.js';
import { ManageSubscriptionService, type SubscriptionOwner } from '../application/manage-subscription.service.js';
import { RenewalPaymentsService } from '../application/renewal-payments.service.js';
import { ChangeFrequencyRequest, PauseSubscriptionRequest } from './subscription.requests.js';
import {
  PaymentMethodCheckoutResponse,
  SubscriptionListResponse,
  SubscriptionResponse,
} from './subscription.response.js';

const owner = (user: User): SubscriptionOwner => ({ id: user.id, email: user.email, firstName: user.firstName });
const NOT_FOUND = "SUBSCRIPTION_NOT_FOUND 'Abonnement introuvable.' (aussi pour l'abonnement d'un autre client)";
const CONFLICT = "SUBSCRIPTION_INVALID_TRANSITION : l'état de l'abonnement ne le permet pas";

/** A change to one of my subscriptions: answers the subscription as it now stands. */
const SubscriptionChange = (summary: string) =>
  applyDecorators(
    ApiOperation({ summary }),
    ApiOkResponse({ type: SubscriptionResponse }),
    ApiErrorResponses({ 400: PATH_REFUSAL, 404: NOT_FOUND, 409: CONFLICT }),
  );

/** 'Mes abonnements' (docs/design/subscriptions.md): the signed-in customer's own subscriptions only. */
@ApiTags('abonnements')
@Controller('subscriptions')
@Authenticated()
export class SubscriptionsController {
  constructor(
    private readonly reads: CustomerSubscriptionsService,
    private readonly manage: ManageSubscriptionService,
    private readonly renewalPayments: RenewalPaymentsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Mes abonnements, du plus récent au plus ancien' })
  @ApiOkResponse({ type: SubscriptionListResponse })
  async list(@CurrentUser() user: User): Promise<SubscriptionListResponse> {
    return { subscriptions: (await this.reads.list(user.id)).map((view) => SubscriptionResponse.from(view)) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'Un de mes abonnements, avec ses commandes' })
  @ApiOkResponse({ type: SubscriptionResponse })
  @ApiErrorResponses({ 400: PATH_REFUSAL, 404: NOT_FOUND })
  async get(@CurrentUser() user: User, @Param('id') id: string): Promise<SubscriptionResponse> {
    return SubscriptionResponse.from(await this.reads.get(user.id, id));
  }

  @Patch(':id')
  @SubscriptionChange('Changer la fréquence (la prochaine box suit le nouvel intervalle)')
  @ApiErrors(400, { 400: 'Fréquence invalide : SUBSCRIPTION_INVALID' })
  async changeFrequency(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body() body: ChangeFrequencyRequest,
  ): Promise<SubscriptionResponse> {
    return SubscriptionResponse.from(await this.manage.changeFrequency(owner(user), id, body.frequency));
  }

  @Post(':id/skip')
  @HttpCode(HttpStatus.OK)
  @SubscriptionChange('Sauter la prochaine box (elle arrive un intervalle plus tard)')
  async skip(@CurrentUser() user: User, @Param('id') id: string): Promise<SubscriptionResponse> {
    return SubscriptionResponse.from(await this.manage.skipNext(owner(user), id));
  }

  @Post(':id/pause')
  @HttpCode(HttpStatus.OK)
  @SubscriptionChange("Mettre en pause jusqu'à une date (au plus 3 mois)")
  @ApiErrors(400, { 400: 'Date invalide, passée ou à plus de 3 mois : SUBSCRIPTION_INVALID' })
  async pause(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body() body: PauseSubscriptionRequest,
  ): Promise<SubscriptionResponse> {
    return SubscriptionResponse.from(await this.manage.pause(owner(user), id, body.until));
  }

  @Post(':id/resume')
  @HttpCode(HttpStatus.OK)
  @SubscriptionChange('Reprendre un abonnement en pause')
  async resume(@CurrentUser() user: User, @Param('id') id: string): Promise<SubscriptionResponse> {
    return SubscriptionResponse.from(await this.manage.resume(owner(user), id));
  }

  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  @SubscriptionChange('Annuler (sans engagement ; un e-mail de confirmation est envoyé)')
  async cancel(@CurrentUser() user: User, @Param('id') id: string): Promise<SubscriptionResponse> {
    return SubscriptionResponse.from(await this.manage.cancel(owner(user), id));
  }

  @Post(':id/reactivate')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Réactiver un abonnement annulé tant que le mandat de paiement est valide' })
  @ApiOkResponse({ type: SubscriptionResponse })
  @ApiErrorResponses({
    400: PATH_REFUSAL,
    404: NOT_FOUND,
    409: `${CONFLICT} ; SUBSCRIPTION_MANDATE_INVALID : mandat plus valide`,
  })
  async reactivate(@CurrentUser() user: User, @Param('id') id: string): Promise<SubscriptionResponse> {
    return SubscriptionResponse.from(await this.manage.reactivate(owner(user), id));
  }

  @Post(':id/payment-method')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Nouveau moyen de paiement pour un abonnement suspendu',
    description:
      "Crée un premier paiement (sequenceType 'first') du montant de la box impayée : payé, il règle cette box, " +
      "enregistre le nouveau mandat et l'abonnement redevient actif. Répond la page de paiement.",
  })
  @ApiOkResponse({ type: PaymentMethodCheckoutResponse })
  @ApiErrorResponses({
    400: PATH_REFUSAL,
    404: NOT_FOUND,
    409: `${CONFLICT} (l'abonnement n'est pas suspendu) ; SUBSCRIPTION_NOTHING_TO_PAY : aucune box impayée`,
  })
  async paymentMethod(@CurrentUser() user: User, @Param('id') id: string): Promise<PaymentMethodCheckoutResponse> {
    return this.renewalPayments.newPaymentMethod(user.id, id);
  }
}
