import { Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { ApiErrorResponses } from '../../../shared/http/error-response.js';
import { centsToEuros } from '../../../shared/money.js';
import { PageParam, PageSizeParam, SearchParam } from '../../../shared/validation/query-params.js';
import { AdminController } from '../../identity/index.js';
import { GIFT_SUBSCRIPTION_STATUSES, type GiftSubscriptionStatus } from '../domain/gift-subscription-rules.js';
import {
  AdminGiftSubscriptionsReadModel,
  type AdminGiftSubscriptionRow,
} from '../infrastructure/admin-gift-subscriptions.read-model.js';
import {
  ADMIN_SUBSCRIPTION_PAGE_MAX,
  ADMIN_SUBSCRIPTION_PAGE_SIZE,
  AdminSubscriptionPaginationResponse,
  SubscriptionCustomerResponse,
} from './admin-subscriptions.dto.js';
import { GiftSubscriptionResponse } from './gift-subscription.response.js';

const single = ({ value }: { value: unknown }): unknown => (Array.isArray(value) ? Number.NaN : value);

export class ListAdminGiftSubscriptionsQuery {
  @ApiPropertyOptional({
    enum: GIFT_SUBSCRIPTION_STATUSES,
    description: 'Seulement les abonnements offerts de ce statut',
  })
  @IsOptional()
  @Transform(single)
  @IsIn(GIFT_SUBSCRIPTION_STATUSES, {
    message: `Le statut doit être l'un de : ${GIFT_SUBSCRIPTION_STATUSES.join(', ')}`,
  })
  status?: GiftSubscriptionStatus;

  @SearchParam(100, "Mots cherchés dans les noms et emails de l'acheteur et du destinataire, ou l'identifiant")
  search?: string;

  @PageParam(1_000_000) page?: number;
  @PageSizeParam("d'abonnements offerts", ADMIN_SUBSCRIPTION_PAGE_MAX, ADMIN_SUBSCRIPTION_PAGE_SIZE) limit?: number;
}

/** A gift subscription as the back office sees it: the buyer's view, with the buyer and what was paid. */
export class AdminGiftSubscriptionResponse extends GiftSubscriptionResponse {
  @ApiProperty({ type: SubscriptionCustomerResponse, nullable: true }) buyer!: SubscriptionCustomerResponse | null;
  @ApiProperty({ example: 'BP-20261129-7LGKX5', description: "La commande qui l'a payé (sa facture)" })
  orderId!: string;
  @ApiProperty({ example: 91.44, description: 'Payé une fois, à la commande (euros)' }) paid!: number;

  static fromRow(row: AdminGiftSubscriptionRow): AdminGiftSubscriptionResponse {
    return {
      ...GiftSubscriptionResponse.from(row.gift, 'buyer', null),
      buyer: row.buyer,
      orderId: row.orderNumber,
      paid: centsToEuros(row.paidCents),
    };
  }
}

export class AdminGiftSubscriptionListResponse {
  @ApiProperty({ type: [AdminGiftSubscriptionResponse] }) giftSubscriptions!: AdminGiftSubscriptionResponse[];
  @ApiProperty({ type: AdminSubscriptionPaginationResponse }) pagination!: AdminSubscriptionPaginationResponse;
}

/**
 * The 'Cadeaux' filter of the back office's subscriptions (docs/design/gifting.md): prepaid gift
 * subscriptions with their boxes sent / total. Administrators only (anonymous 401, customer 403).
 */
@AdminController('admin/gift-subscriptions')
export class AdminGiftSubscriptionsController {
  constructor(private readonly reads: AdminGiftSubscriptionsReadModel) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Abonnements offerts (prépayés) : filtre par statut, recherche, pages ; les plus récents d’abord',
  })
  @ApiOkResponse({ type: AdminGiftSubscriptionListResponse })
  @ApiErrorResponses({ 400: 'Paramètre invalide : VALIDATION_FAILED, messages en français par champ' })
  async list(@Query() query: ListAdminGiftSubscriptionsQuery): Promise<AdminGiftSubscriptionListResponse> {
    const page = query.page ?? 1;
    const limit = query.limit ?? ADMIN_SUBSCRIPTION_PAGE_SIZE;
    const { rows, total } = await this.reads.list({
      ...(query.status ? { status: query.status } : {}),
      ...(query.search ? { search: query.search } : {}),
      page,
      limit,
    });
    const totalPages = Math.max(1, Math.ceil(total / limit));
    return {
      giftSubscriptions: rows.map((row) => AdminGiftSubscriptionResponse.fromRow(row)),
      pagination: {
        currentPage: page,
        totalPages,
        totalSubscriptions: total,
        hasPrevPage: page > 1,
        hasNextPage: page < totalPages,
        limit,
      },
    };
  }
}
