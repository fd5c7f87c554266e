import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { centsToDecimalString } from '../../../shared/money.js';
import type { Amount, MethodImage, PaymentMethod } from '../domain/payment-gateway.js';

/** Mollie's amount: a 2-decimal string and a currency. */
export class MollieAmountResponse {
  @ApiProperty({ example: '0.01' }) value!: string;
  @ApiProperty({ example: 'EUR' }) currency!: string;

  static from(amount: Amount): MollieAmountResponse {
    return { value: centsToDecimalString(amount.cents), currency: amount.currency };
  }
}

export class MethodImageResponse {
  @ApiProperty({ description: 'Logo 32×24 (URL ou data:)' }) size1x!: string;
  @ApiProperty({ description: 'Logo 64×48 (URL ou data:)' }) size2x!: string;
  @ApiProperty() svg!: string;

  static from(image: MethodImage): MethodImageResponse {
    return { size1x: image.size1x, size2x: image.size2x, svg: image.svg };
  }
}

export class IssuerResponse {
  @ApiProperty({ example: 'issuer' }) resource!: 'issuer';
  @ApiProperty({ example: 'ideal_INGBNL2A' }) id!: string;
  @ApiProperty({ example: 'ING' }) name!: string;
  @ApiProperty({ type: MethodImageResponse, nullable: true }) image!: MethodImageResponse | null;
}

export class MethodPricingResponse {
  @ApiProperty({ example: 'Belgique' }) description!: string;
  @ApiProperty({ type: MollieAmountResponse }) fixed!: MollieAmountResponse;
  @ApiProperty({ example: '0', description: 'Part variable en pour cent' }) variable!: string;
  @ApiProperty({ example: 'other', nullable: true, type: String }) feeRegion!: string | null;
}

/** One payment method, in Mollie's shape (what the checkout's method picker reads). */
export class MethodResponse {
  @ApiProperty({ example: 'method' }) resource!: 'method';
  @ApiProperty({ example: 'bancontact' }) id!: string;
  @ApiProperty({ example: 'Bancontact' }) description!: string;
  @ApiProperty({ type: MethodImageResponse }) image!: MethodImageResponse;
  @ApiPropertyOptional({ type: [IssuerResponse], description: 'Banques à choisir (iDEAL) ; absent sinon' })
  issuers?: IssuerResponse[];
  @ApiProperty({ type: [MethodPricingResponse] }) pricing!: MethodPricingResponse[];
  @ApiProperty({ type: MollieAmountResponse, nullable: true }) minimumAmount!: MollieAmountResponse | null;
  @ApiProperty({ type: MollieAmountResponse, nullable: true }) maximumAmount!: MollieAmountResponse | null;
  @ApiProperty({ example: 'activated', nullable: true, type: String }) status!: string | null;

  static from(method: PaymentMethod): MethodResponse {
    return {
      resource: 'method',
      id: method.id,
      description: method.description,
      image: MethodImageResponse.from(method.image),
      ...(method.issuers.length > 0
        ? {
            issuers: method.issuers.map((issuer) => ({
              resource: 'issuer' as const,
              id: issuer.id,
              name: issuer.name,
              image: issuer.image ? MethodImageResponse.from(issuer.image) : null,
            })),
          }
        : {}),
      pricing: method.pricing.map((price) => ({
        description: price.description,
        fixed: MollieAmountResponse.from(price.fixed),
        variable: price.variable,
        feeRegion: price.feeRegion,
      })),
      minimumAmount: method.minimumAmount ? MollieAmountResponse.from(method.minimumAmount) : null,
      maximumAmount: method.maximumAmount ? MollieAmountResponse.from(method.maximumAmount) : null,
      status: method.status,
    };
  }
}

export class EmbeddedMethodsResponse {
  @ApiProperty({ type: [MethodResponse] }) methods!: MethodResponse[];
}

/** GET /api/mollie/methods answer: Mollie's list shape `{ _embedded: { methods }, count }`. */
export class MethodsListResponse {
  @ApiProperty({ type: EmbeddedMethodsResponse }) _embedded!: EmbeddedMethodsResponse;
  @ApiProperty({ example: 6 }) count!: number;

  static from(methods: PaymentMethod[]): MethodsListResponse {
    return { _embedded: { methods: methods.map((method) => MethodResponse.from(method)) }, count: methods.length };
  }
}
