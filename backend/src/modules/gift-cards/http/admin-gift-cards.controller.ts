import { Body, Get, Header, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrorResponses, ApiErrors, PATH_REFUSAL } from '../../../shared/http/error-response.js';
import { AdminController, CurrentUser, type User } from '../../identity/index.js';
import { AdminGiftCardsService } from '../application/admin-gift-cards.service.js';
import {
  ADMIN_GIFT_CARD_PAGE_SIZE,
  AdminGiftCardDetailResponse,
  AdminGiftCardListResponse,
  AdminGiftCardResponse,
  DisableGiftCardRequest,
  IssueGiftCardRequest,
  ListAdminGiftCardsQuery,
} from './admin-gift-cards.dto.js';

const NOT_FOUND = "GIFT_CARD_NOT_FOUND 'Carte cadeau introuvable.'";

/**
 * The back office's gift cards (docs/design/gift-cards.md, "Back office"): list, one card with its
 * movements, disable, issue by hand. Never a code: the last 4 only. Administrators only (anonymous
 * 401, customer 403).
 */
@AdminController('admin/gift-cards')
export class AdminGiftCardsController {
  constructor(private readonly cards: AdminGiftCardsService) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Cartes cadeaux : filtre par statut, recherche, pages ; les plus récentes d’abord' })
  @ApiOkResponse({ type: AdminGiftCardListResponse })
  @ApiErrorResponses({ 400: 'Paramètre invalide : VALIDATION_FAILED, messages en français par champ' })
  async list(@Query() query: ListAdminGiftCardsQuery): Promise<AdminGiftCardListResponse> {
    return AdminGiftCardListResponse.from(
      await this.cards.list({
        ...(query.status ? { status: query.status } : {}),
        ...(query.q ? { q: query.q } : {}),
        page: query.page ?? 1,
        limit: query.limit ?? ADMIN_GIFT_CARD_PAGE_SIZE,
      }),
    );
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Émettre une carte à la main (service client) : active, envoyée au destinataire' })
  @ApiCreatedResponse({ type: AdminGiftCardResponse })
  @ApiErrors(400, {
    400: 'GIFT_CARD_INVALID : montant, destinataire, message ou raison refusés (par champ)',
  })
  async issue(@CurrentUser() admin: User, @Body() body: IssueGiftCardRequest): Promise<AdminGiftCardResponse> {
    return AdminGiftCardResponse.from(await this.cards.issue(admin, body));
  }

  @Get(':id')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Une carte, ses mouvements (du plus ancien) et ce qu’elle a payé' })
  @ApiOkResponse({ type: AdminGiftCardDetailResponse })
  @ApiErrorResponses({ 400: PATH_REFUSAL, 404: NOT_FOUND })
  async detail(@Param('id') id: string): Promise<AdminGiftCardDetailResponse> {
    return AdminGiftCardDetailResponse.from(await this.cards.detail(id));
  }

  @Post(':id/disable')
  @HttpCode(HttpStatus.OK)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Désactiver une carte active (avec la raison) ; son solde ne peut plus servir' })
  @ApiOkResponse({ type: AdminGiftCardDetailResponse })
  @ApiErrors(400, {
    404: NOT_FOUND,
    409: "GIFT_CARD_NOT_ACTIVE 'Seule une carte active peut être désactivée.'",
  })
  async disable(@Param('id') id: string, @Body() body: DisableGiftCardRequest): Promise<AdminGiftCardDetailResponse> {
    return AdminGiftCardDetailResponse.from(await this.cards.disable(id, body.reason));
  }
}
