import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, StreamableFile } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { InvoiceDocuments } from '../../invoicing/index.js';
import { Authenticated, CurrentUser, type User } from '../../identity/index.js';
import { InvoiceNotFoundError } from '../application/checkout.errors.js';
import { CustomerOrdersService } from '../application/customer-orders.service.js';
import { ResumeOrderPaymentService } from '../application/resume-order-payment.service.js';
import { ResumePaymentRequest } from './create-payment.request.js';
import { CheckoutResponse, CustomerOrderResponse } from './order.response.js';

@ApiTags('commandes')
@Controller('mollie/orders')
@Authenticated()
export class CustomerOrdersController {
  constructor(
    private readonly orders: CustomerOrdersService,
    private readonly resumePayment: ResumeOrderPaymentService,
    private readonly invoices: InvoiceDocuments,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Mes commandes, de la plus récente à la plus ancienne' })
  @ApiOkResponse({ type: [CustomerOrderResponse] })
  async list(@CurrentUser() user: User): Promise<CustomerOrderResponse[]> {
    return (await this.orders.list(user.id)).map((order) => CustomerOrderResponse.from(order));
  }

  @Get(':orderId')
  @ApiOperation({ summary: 'Une de mes commandes (par numéro BP-… ou identifiant)' })
  @ApiOkResponse({ type: CustomerOrderResponse })
  @ApiNotFoundResponse({
    description: "ORDER_NOT_FOUND 'Commande introuvable' (aussi pour la commande d'un autre client)",
  })
  async get(@CurrentUser() user: User, @Param('orderId') orderId: string): Promise<CustomerOrderResponse> {
    return CustomerOrderResponse.from(await this.orders.get(user.id, orderId));
  }

  @Get(':orderId/invoice')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "La facture PDF d'une commande payée (son client ou un administrateur)" })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'Le PDF de la facture F-AAAA-NNNNNN', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({
    description: "ORDER_NOT_FOUND (commande d'un autre client ou inexistante), INVOICE_NOT_FOUND (commande non payée)",
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

  @Post(':orderId/resume')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({ summary: 'Nouveau paiement pour ma commande non payée (même montant)' })
  @ApiCreatedResponse({ type: CheckoutResponse })
  @ApiNotFoundResponse({ description: "ORDER_NOT_FOUND 'Commande introuvable'" })
  @ApiConflictResponse({ description: 'ORDER_NOT_RESUMABLE : commande déjà payée ou annulée' })
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
