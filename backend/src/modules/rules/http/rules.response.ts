import { ApiProperty } from '@nestjs/swagger';
import {
  DEFAULT_FREQUENCY,
  FREQUENCIES,
  FREQUENCY_LABELS,
  FREQUENCY_MONTHS,
  SUBSCRIPTION_DISCOUNT_PERCENT,
  type Frequency,
} from '../../../shared/subscription-rules.js';
import { CARRIERS, ShipmentTrackingError } from '../../ordering/index.js';

export class FrequencyRule {
  @ApiProperty({ enum: FREQUENCIES, example: 'bimonthly' }) value!: Frequency;
  @ApiProperty({ example: 'Tous les 2 mois' }) label!: string;
  @ApiProperty({ example: 2, description: 'Mois entre deux box' }) months!: number;
}

export class ShippingRule {
  @ApiProperty({ example: 'expediee', description: "L'état qui demande un transporteur et un numéro de suivi" })
  trackedStatus!: 'expediee';
  @ApiProperty({ type: [String], example: ['Bpost', 'DHL'], description: 'Les transporteurs proposés' })
  carriers!: string[];
  @ApiProperty({ description: 'Le message quand le transporteur ou le numéro de suivi manque' })
  trackingRequiredMessage!: string;
}

/** GET /api/rules: the shop's rules the SPA shows and never copies. */
export class RulesResponse {
  @ApiProperty({ example: 15, description: "Remise d'un abonnement, en pour cent" })
  subscriptionDiscountPercent!: number;
  @ApiProperty({ type: [FrequencyRule] }) frequencies!: FrequencyRule[];
  @ApiProperty({ enum: FREQUENCIES, example: 'monthly' }) defaultFrequency!: Frequency;
  @ApiProperty({ type: ShippingRule }) shipping!: ShippingRule;

  static current(): RulesResponse {
    return {
      subscriptionDiscountPercent: SUBSCRIPTION_DISCOUNT_PERCENT,
      frequencies: FREQUENCIES.map((value) => ({
        value,
        label: FREQUENCY_LABELS[value],
        months: FREQUENCY_MONTHS[value],
      })),
      defaultFrequency: DEFAULT_FREQUENCY,
      shipping: {
        trackedStatus: 'expediee',
        carriers: [...CARRIERS],
        trackingRequiredMessage: ShipmentTrackingError.REQUIRED_MESSAGE,
      },
    };
  }
}
