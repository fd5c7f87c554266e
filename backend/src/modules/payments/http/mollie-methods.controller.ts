import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../../../shared/http/error-response.js';
import { decimalStringToCents } from '../../../shared/money.js';
import { ListPaymentMethodsService } from '../application/list-payment-methods.service.js';
import { DEFAULT_PAYMENT_LOCALE, PAYMENT_CURRENCY } from '../domain/payment-gateway.js';
import { ListMethodsQueryDto } from './list-methods.query.js';
import { MethodsListResponse } from './methods.response.js';

@ApiTags('paiements')
@Controller('mollie')
export class MollieMethodsController {
  constructor(private readonly listMethods: ListPaymentMethodsService) {}

  @Get('methods')
  @ApiOperation({
    summary: 'Méthodes de paiement disponibles (forme de la réponse Mollie)',
    description: 'Public. Filtrées par montant quand amount[value] est donné ; la liste est gardée 5 minutes.',
  })
  @ApiOkResponse({ type: MethodsListResponse })
  @ApiErrorResponses({
    400: 'Paramètre invalide : VALIDATION_FAILED, messages en français par champ',
    503: "PAYMENT_PROVIDER_UNAVAILABLE : 'Impossible de récupérer les méthodes de paiement. Veuillez réessayer.'",
  })
  async methods(@Query() query: ListMethodsQueryDto): Promise<MethodsListResponse> {
    const value = query['amount[value]'];
    const methods = await this.listMethods.execute({
      ...(value !== undefined
        ? { amount: { cents: decimalStringToCents(value), currency: query['amount[currency]'] ?? PAYMENT_CURRENCY } }
        : {}),
      locale: query.locale ?? DEFAULT_PAYMENT_LOCALE,
      ...(query.billingCountry ? { billingCountry: query.billingCountry } : {}),
      ...(query.resource ? { resource: query.resource } : {}),
      ...(query.sequenceType ? { sequenceType: query.sequenceType } : {}),
    });
    return MethodsListResponse.from(methods);
  }
}
