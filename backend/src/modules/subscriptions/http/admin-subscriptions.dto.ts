import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { centsToEuros } from '../../../shared/money.js';
import { PageParam, PageSizeParam, SearchParam } from '../../../shared/validation/query-params.js';
import type {
  AdminSubscriptionPage,
  AdminSubscriptionView,
  SubscriptionStats,
} from '../application/admin-subscriptions.service.js';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../domain/subscription-status.js';
import { SubscriptionResponse } from './subscription.response.js';

export const ADMIN_SUBSCRIPTION_PAGE_SIZE = 10;
export const ADMIN_SUBSCRIPTION_PAGE_MAX = 100;
const SEARCH_MAX_LENGTH = 100;

/** A repeated parameter (?status=a&status=b) arrives as an array: refused by the validators. */
const single = ({ value }: { value: unknown }): unknown => (Array.isArray(value) ? Number.NaN : value);

/** GET /api/admin/subscriptions query string. Unknown parameters are refused by the global pipe. */
export class ListAdminSubscriptionsQuery {
  @ApiPropertyOptional({ enum: SUBSCRIPTION_STATUSES, description: 'Seulement les abonnements de ce statut' })
  @IsOptional()
  @Transform(single)
  @IsIn(SUBSCRIPTION_STATUSES, {
    message: `Le statut doit être l'un de : ${SUBSCRIPTION_STATUSES.join(', ')}`,
  })
  status?: SubscriptionStatus;

  @SearchParam(
    SEARCH_MAX_LENGTH,
    'Mots cherchés dans le prénom, le nom et l’email du client (sans tenir compte des accents), ou l’identifiant de l’abonnement',
  )
  search?: string;

  @PageParam(1_000_000) page?: number;
  @PageSizeParam("d'abonnements", ADMIN_SUBSCRIPTION_PAGE_MAX, ADMIN_SUBSCRIPTION_PAGE_SIZE) limit?: number;
}

export class SubscriptionCustomerResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ example: 'anne@example.be' }) email!: string;
  @ApiProperty({ example: 'Anne' }) firstName!: string;
  @ApiProperty({ example: 'Peeters' }) lastName!: string;
}

/** A subscription with its customer (null once the customer's account is deleted). */
export class AdminSubscriptionResponse extends SubscriptionResponse {
  @ApiProperty({ type: SubscriptionCustomerResponse, nullable: true }) customer!: SubscriptionCustomerResponse | null;

  static fromAdmin(view: AdminSubscriptionView): AdminSubscriptionResponse {
    return { ...SubscriptionResponse.from(view), customer: view.customer ? { ...view.customer } : null };
  }
}

export class AdminSubscriptionPaginationResponse {
  @ApiProperty() currentPage!: number;
  @ApiProperty() totalPages!: number;
  @ApiProperty() totalSubscriptions!: number;
  @ApiProperty() hasPrevPage!: boolean;
  @ApiProperty() hasNextPage!: boolean;
  @ApiProperty() limit!: number;
}

export class AdminSubscriptionListResponse {
  @ApiProperty({ type: [AdminSubscriptionResponse] }) subscriptions!: AdminSubscriptionResponse[];
  @ApiProperty({ type: AdminSubscriptionPaginationResponse }) pagination!: AdminSubscriptionPaginationResponse;

  static from(page: AdminSubscriptionPage): AdminSubscriptionListResponse {
    const totalPages = Math.max(1, Math.ceil(page.total / page.limit));
    return {
      subscriptions: page.subscriptions.map((view) => AdminSubscriptionResponse.fromAdmin(view)),
      pagination: {
        currentPage: page.page,
        totalPages,
        totalSubscriptions: page.total,
        hasPrevPage: page.page > 1,
        hasNextPage: page.page < totalPages,
        limit: page.limit,
      },
    };
  }
}

/** Counts per status and the monthly recurring revenue (active only, in euros). */
export class SubscriptionStatsResponse {
  @ApiProperty({ example: 12 }) active!: number;
  @ApiProperty({ example: 2 }) en_pause!: number;
  @ApiProperty({ example: 1 }) suspendue!: number;
  @ApiProperty({ example: 4 }) annulee!: number;
  @ApiProperty({
    example: 254.33,
    description: 'Revenu mensuel récurrent en euros : mensuels + bimestriels / 2 + trimestriels / 3, actifs seulement',
  })
  monthlyRecurringRevenue!: number;

  static from(stats: SubscriptionStats): SubscriptionStatsResponse {
    return {
      active: stats.counts.active,
      en_pause: stats.counts.en_pause,
      suspendue: stats.counts.suspendue,
      annulee: stats.counts.annulee,
      monthlyRecurringRevenue: centsToEuros(stats.monthlyRecurringRevenueCents),
    };
  }
}
