import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, CurrentUser, type User } from '../../identity/index.js';
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
  @ApiNotFoundResponse({ description: "ORDER_NOT_FOUND 'Commande introuvable' (aussi pour la commande d'un autre client)" })
  async get(@CurrentUser() user: User, @Param('orderId') orderId: string): Promise<CustomerOrderResponse> {
    return CustomerOrderResponse.from(await this.orders.get(user.id, orderId));
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
