import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { centsToEuros } from '../../../shared/money.js';
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

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** A repeated parameter (?status=a&status=b) arrives as an array: refused by the validators. */
const single = ({ value }: { value: unknown }): unknown => (Array.isArray(value) ? Number.NaN : value);
/** "2" → 2; anything else (repeated parameter, "abc", "1.5", "") → NaN, refused by the validators. */
const toInt = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : Number.NaN;

const PAGE_MESSAGE = 'La page doit être un nombre entier supérieur ou égal à 1';
const LIMIT_MESSAGE = `Le nombre d'abonnements par page doit être un entier entre 1 et ${ADMIN_SUBSCRIPTION_PAGE_MAX}`;

/** GET /api/admin/subscriptions query string. Unknown parameters are refused by the global pipe. */
export class ListAdminSubscriptionsQuery {
  @ApiPropertyOptional({ enum: SUBSCRIPTION_STATUSES, description: 'Seulement les abonnements de ce statut' })
  @IsOptional()
  @Transform(single)
  @IsIn(SUBSCRIPTION_STATUSES, {
    message: `Le statut doit être l'un de : ${SUBSCRIPTION_STATUSES.join(', ')}`,
  })
  status?: SubscriptionStatus;

  @ApiPropertyOptional({
    description:
      'Mots cherchés dans le prénom, le nom et l’email du client (sans tenir compte des accents), ou l’identifiant de l’abonnement',
  })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'La recherche doit être un texte' })
  @MaxLength(SEARCH_MAX_LENGTH, { message: `La recherche ne peut pas dépasser ${SEARCH_MAX_LENGTH} caractères` })
  search?: string;

  @ApiPropertyOptional({ type: Number, minimum: 1, default: 1 })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: PAGE_MESSAGE })
  @Min(1, { message: PAGE_MESSAGE })
  @Max(1_000_000, { message: PAGE_MESSAGE })
  page?: number;

  @ApiPropertyOptional({
    type: Number,
    minimum: 1,
    maximum: ADMIN_SUBSCRIPTION_PAGE_MAX,
    default: ADMIN_SUBSCRIPTION_PAGE_SIZE,
  })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(ADMIN_SUBSCRIPTION_PAGE_MAX, { message: LIMIT_MESSAGE })
  limit?: number;
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
