import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Req, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiErrorResponses, PATH_REFUSAL } from '../../../shared/http/error-response.js';
import { Authenticated, CurrentUser, type User } from '../../identity/index.js';
import { GiftCardBalanceService } from '../application/gift-card-balance.service.js';
import { GiftCardFilesService } from '../application/gift-card-files.service.js';
import type { GiftCardFile } from '../application/gift-card-documents.service.js';
import { GiftCardBalanceRequest, GiftCardBalanceResponse, GiftCardWithdrawalResponse } from './gift-card.requests.js';
import { WithdrawGiftCardService } from '../application/withdraw-gift-card.service.js';
import { frenchEuros } from '../../../shared/money.js';

const UNKNOWN =
  "GIFT_CARD_UNKNOWN 'Ce code ne correspond à aucune carte cadeau.' (code mal formé ou inconnu : même réponse)";

const pdf = (file: GiftCardFile) =>
  new StreamableFile(file.pdf, {
    type: 'application/pdf',
    disposition: `attachment; filename="${file.filename}"`,
    length: file.pdf.length,
  });

/** E-gift cards (docs/design/gift-cards.md): a code's balance, the receipt of a sale, a card to print. */
@ApiTags('cartes cadeaux')
@Controller('gift-cards')
export class GiftCardsController {
  constructor(
    private readonly balances: GiftCardBalanceService,
    private readonly files: GiftCardFilesService,
    private readonly withdrawals: WithdrawGiftCardService,
  ) {}

  @Post('balance')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: "Le solde d'une carte cadeau, par son code (10 essais par adresse et par code et par minute)",
  })
  @ApiOkResponse({ type: GiftCardBalanceResponse })
  @ApiErrorResponses({ 400: 'VALIDATION_ERROR : code absent ou pas un texte', 404: UNKNOWN, 429: 'TOO_MANY_REQUESTS' })
  async balance(
    @Body() body: GiftCardBalanceRequest,
    @Req() request: FastifyRequest,
  ): Promise<GiftCardBalanceResponse> {
    // A 429 says when to come back (Retry-After): the error contract's, as for every rate limit.
    const found = await this.balances.balance(body.code, request.ip);
    return { ...found, expiresAt: found.expiresAt.toISOString() };
  }

  @Get('receipts/:orderId')
  @Authenticated()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "Le reçu PDF des cartes cadeaux d'une commande payée (son client ou un administrateur)" })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'Le PDF du reçu RC-AAAA-NNNNNN', schema: { type: 'string', format: 'binary' } })
  @ApiErrorResponses({
    400: PATH_REFUSAL,
    404: "GIFT_CARD_RECEIPT_NOT_FOUND (commande d'un autre client, inexistante, ou sans reçu)",
  })
  async receipt(@CurrentUser() user: User, @Param('orderId') orderId: string): Promise<StreamableFile> {
    return pdf(await this.files.receipt(user, orderId));
  }

  @Get(':cardId/pdf')
  @Authenticated()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'La carte cadeau à imprimer (PDF), pour son acheteur, une fois payée' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'Le PDF de la carte, avec son code', schema: { type: 'string', format: 'binary' } })
  @ApiErrorResponses({
    400: PATH_REFUSAL,
    403: 'GIFT_CARD_NOT_PRINTABLE (carte non payée, ou envoyée par courriel)',
    404: "GIFT_CARD_NOT_FOUND (carte d'un autre client ou inexistante)",
  })
  async printable(@CurrentUser() user: User, @Param('cardId') cardId: string): Promise<StreamableFile> {
    return pdf(await this.files.printable(user, cardId));
  }

  @Post(':cardId/withdraw')
  @Authenticated()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Se rétracter d’une carte cadeau inutilisée, dans les 14 jours de son achat (son acheteur)',
    description:
      'La carte n’est plus utilisable et son montant est remboursé sur le paiement de la commande ; un courriel le confirme.',
  })
  @ApiOkResponse({ type: GiftCardWithdrawalResponse })
  @ApiErrorResponses({
    400: PATH_REFUSAL,
    404: "GIFT_CARD_NOT_FOUND (carte d'un autre client ou inexistante)",
    409:
      'GIFT_CARD_REFUSED (carte déjà utilisée, ou achetée il y a plus de 14 jours) ; ' +
      'REFUND_REFUSED (Mollie refuse le remboursement : la carte reste utilisable)',
  })
  async withdraw(@CurrentUser() user: User, @Param('cardId') cardId: string): Promise<GiftCardWithdrawalResponse> {
    const { amountCents, refunded } = await this.withdrawals.withdraw(user.id, cardId);
    return {
      amountCents,
      message: refunded
        ? `Carte cadeau remboursée : ${frenchEuros(amountCents)} reviennent sur le moyen de paiement de la commande.`
        : `Carte cadeau retirée : son remboursement de ${frenchEuros(amountCents)} part dès que possible.`,
    };
  }
}
