import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses, ApiErrors, PATH_REFUSAL } from '../../../shared/http/error-response.js';
import { InvoiceDocuments } from '../../invoicing/index.js';
import { Authenticated, CurrentUser, type User } from '../../identity/index.js';
import { CreditNoteNotFoundError, InvoiceNotFoundError } from '../application/checkout.errors.js';
import { CustomerOrdersService } from '../application/customer-orders.service.js';
import { RequestWithdrawalService } from '../application/request-withdrawal.service.js';
import { ResumeOrderPaymentService } from '../application/resume-order-payment.service.js';
import { WithdrawalsQuery } from '../application/withdrawals.query.js';
import { GiftCardCheckout } from '../application/gift-card-checkout.js';
import { ResumePaymentRequest } from './create-payment.request.js';
import { CheckoutResponse, CustomerOrderResponse } from './order.response.js';
import { RequestWithdrawalRequest, RequestWithdrawalResponse } from './withdrawal.dto.js';

@ApiTags('commandes')
@Controller('orders')
@Authenticated()
export class CustomerOrdersController {
  constructor(
    private readonly orders: CustomerOrdersService,
    private readonly resumePayment: ResumeOrderPaymentService,
    private readonly invoices: InvoiceDocuments,
    private readonly withdrawals: WithdrawalsQuery,
    private readonly requestWithdrawal: RequestWithdrawalService,
    private readonly giftCards: GiftCardCheckout,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Mes commandes, de la plus récente à la plus ancienne' })
  @ApiOkResponse({ type: [CustomerOrderResponse] })
  async list(@CurrentUser() user: User): Promise<CustomerOrderResponse[]> {
    const orders = await this.orders.list(user.id);
    const documents = await this.invoices.listOfOrders(orders.map((order) => order.id));
    const withdrawals = await this.withdrawals.ofCustomerOrders(orders);
    const cards = await this.giftCards.ofOrders(orders);
    return orders.map((order) =>
      CustomerOrderResponse.from(order, documents.get(order.id), withdrawals.get(order.id), cards.get(order.id)),
    );
  }

  @Get(':orderId')
  @ApiOperation({ summary: 'Une de mes commandes (par numéro BP-… ou identifiant)' })
  @ApiOkResponse({ type: CustomerOrderResponse })
  @ApiErrorResponses({
    400: PATH_REFUSAL,
    404: "ORDER_NOT_FOUND 'Commande introuvable' (aussi pour la commande d'un autre client)",
  })
  async get(@CurrentUser() user: User, @Param('orderId') orderId: string): Promise<CustomerOrderResponse> {
    const order = await this.orders.get(user.id, orderId);
    const documents = await this.invoices.listOfOrders([order.id]);
    const withdrawals = await this.withdrawals.ofCustomerOrders([order]);
    const cards = await this.giftCards.ofOrders([order]);
    return CustomerOrderResponse.from(order, documents.get(order.id), withdrawals.get(order.id), cards.get(order.id));
  }

  @Get(':orderId/invoice')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "La facture PDF d'une commande payée (son client ou un administrateur)" })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'Le PDF de la facture F-AAAA-NNNNNN', schema: { type: 'string', format: 'binary' } })
  @ApiErrorResponses({
    400: PATH_REFUSAL,
    404: "ORDER_NOT_FOUND (commande d'un autre client ou inexistante), INVOICE_NOT_FOUND (commande non payée)",
  })
  async invoice(@CurrentUser() user: User, @Param('orderId') orderId: string): Promise<StreamableFile> {
    const order = await this.orders.getForReader(user, orderId);
    const file = await this.invoices.invoiceOfOrder(order.id);
    if (!file) throw new InvoiceNotFoundError();
    return new StreamableFile(file.pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="${file.filename}"`,
      length: file.pdf.length,
    });
  }

  @Get(':orderId/credit-notes/:number')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "Une note de crédit PDF d'une commande remboursée (son client ou un administrateur)" })
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    description: 'Le PDF de la note de crédit NC-AAAA-NNNNNN',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiErrorResponses({
    400: PATH_REFUSAL,
    404: "ORDER_NOT_FOUND (commande d'un autre client ou inexistante), CREDIT_NOTE_NOT_FOUND",
  })
  async creditNote(
    @CurrentUser() user: User,
    @Param('orderId') orderId: string,
    @Param('number') number: string,
  ): Promise<StreamableFile> {
    const order = await this.orders.getForReader(user, orderId);
    const file = /^NC-\d{4}-\d{6}$/.test(number) ? await this.invoices.documentOfOrder(order.id, number) : null;
    if (!file || file.data.kind !== 'credit-note') throw new CreditNoteNotFoundError();
    return new StreamableFile(file.pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="${file.filename}"`,
      length: file.pdf.length,
    });
  }

  @Post(':orderId/withdrawal')
  @HttpCode(HttpStatus.CREATED)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      'Se rétracter (droit de rétractation, 14 jours après la livraison) : toute la commande ou certains articles ; accusé de réception par e-mail',
  })
  @ApiCreatedResponse({ type: RequestWithdrawalResponse })
  @ApiErrors(400, {
    400: 'WITHDRAWAL_ITEMS_INVALID (article absent de la commande, quantité)',
    404: "ORDER_NOT_FOUND (commande d'un autre client ou inexistante)",
    409: 'WITHDRAWAL_NOT_ALLOWED : délai dépassé (avec sa date), commande ni expédiée ni livrée, ou déjà demandée',
  })
  async withdraw(
    @CurrentUser() user: User,
    @Param('orderId') orderId: string,
    @Body() body: RequestWithdrawalRequest,
  ): Promise<RequestWithdrawalResponse> {
    await this.requestWithdrawal.execute({
      customerId: user.id,
      orderId,
      ...(body?.items ? { items: body.items } : {}),
      reason: body?.reason ?? null,
    });
    const order = await this.orders.get(user.id, orderId);
    const view = (await this.withdrawals.ofCustomerOrders([order])).get(order.id)!;
    return {
      success: true,
      message: `Votre rétractation est enregistrée. Un accusé de réception avec les instructions de retour a été envoyé à ${order.billing.email}.`,
      withdrawal: view,
    };
  }

  @Post(':orderId/resume')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({ summary: 'Nouveau paiement pour ma commande non payée (même montant)' })
  @ApiCreatedResponse({ type: CheckoutResponse })
  @ApiErrors(400, {
    404: "ORDER_NOT_FOUND 'Commande introuvable'",
    409: 'ORDER_NOT_RESUMABLE : commande déjà payée ou annulée',
    503: 'PAYMENT_PROVIDER_UNAVAILABLE : Mollie injoignable, réessayer',
  })
  resume(
    @CurrentUser() user: User,
    @Param('orderId') orderId: string,
    @Body() body: ResumePaymentRequest | undefined,
  ): Promise<CheckoutResponse> {
    return this.resumePayment.execute({
      customerId: user.id,
      orderId,
      ...(body?.method ? { method: body.method } : {}),
      ...(body?.issuer ? { issuer: body.issuer } : {}),
    });
  }
}
