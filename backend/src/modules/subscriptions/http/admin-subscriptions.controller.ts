import { Get, Header, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrorResponses, PATH_REFUSAL } from '../../../shared/http/error-response.js';
import { AdminController, CurrentUser, type User } from '../../identity/index.js';
import { AdminSubscriptionsService } from '../application/admin-subscriptions.service.js';
import {
  ADMIN_SUBSCRIPTION_PAGE_SIZE,
  AdminSubscriptionListResponse,
  AdminSubscriptionResponse,
  ListAdminSubscriptionsQuery,
  SubscriptionStatsResponse,
} from './admin-subscriptions.dto.js';

/**
 * The back office's subscriptions (docs/design/subscriptions.md). Administrators only, checked on the current user row
 * (anonymous 401, customer 403).
 */
@AdminController('admin/subscriptions')
export class AdminSubscriptionsController {
  constructor(private readonly subscriptions: AdminSubscriptionsService) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Abonnements : filtre par statut, recherche (client), pages ; les plus récents d’abord' })
  @ApiOkResponse({ type: AdminSubscriptionListResponse })
  @ApiErrorResponses({ 400: 'Paramètre invalide : VALIDATION_FAILED, messages en français par champ' })
  async list(@Query() query: ListAdminSubscriptionsQuery): Promise<AdminSubscriptionListResponse> {
    return AdminSubscriptionListResponse.from(
      await this.subscriptions.list({
        ...(query.status ? { status: query.status } : {}),
        ...(query.search ? { search: query.search } : {}),
        page: query.page ?? 1,
        limit: query.limit ?? ADMIN_SUBSCRIPTION_PAGE_SIZE,
      }),
    );
  }

  @Get('stats')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Nombre d’abonnements par statut et revenu mensuel récurrent (en euros)' })
  @ApiOkResponse({ type: SubscriptionStatsResponse })
  async stats(): Promise<SubscriptionStatsResponse> {
    return SubscriptionStatsResponse.from(await this.subscriptions.stats());
  }

  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Annuler au nom du client (le client reçoit l’e-mail d’annulation)' })
  @ApiOkResponse({ type: AdminSubscriptionResponse })
  @ApiErrorResponses({
    400: PATH_REFUSAL,
    404: "SUBSCRIPTION_NOT_FOUND 'Abonnement introuvable.'",
    409: 'SUBSCRIPTION_INVALID_TRANSITION : déjà annulé',
  })
  async cancel(@CurrentUser() admin: User, @Param('id') id: string): Promise<AdminSubscriptionResponse> {
    return AdminSubscriptionResponse.fromAdmin(await this.subscriptions.cancel(admin.id, id));
  }
}
