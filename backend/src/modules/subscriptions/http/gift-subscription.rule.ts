import { ApiProperty } from '@nestjs/swagger';
import { GIFT_BOX_COUNTS } from '../../../shared/subscription-rules.js';
import { GIFT_SUBSCRIPTION_CHECKOUT } from '../../ordering/index.js';
import {
  GIFT_FIRST_BOX_MAX_DAYS,
  GIFT_MESSAGE_MAX,
  GIFT_NOTICES,
  GIFT_NOTICE_LABELS,
  GIFT_POSTPONE_MAX_MONTHS,
  GIFT_SUBSCRIPTION_MESSAGES,
  type GiftNotice,
} from '../domain/gift-subscription-rules.js';

export class GiftNoticeRule {
  @ApiProperty({ enum: GIFT_NOTICES, example: 'at_once' }) value!: GiftNotice;
  @ApiProperty({ example: GIFT_NOTICE_LABELS.at_once }) label!: string;
}

/** A prepaid gift subscription's rules (docs/design/gifting.md), as GET /api/rules serves them. */
export class GiftSubscriptionRule {
  @ApiProperty({ enum: GIFT_BOX_COUNTS, isArray: true, example: [3, 6, 12] }) boxCounts!: number[];
  @ApiProperty({ example: GIFT_FIRST_BOX_MAX_DAYS, description: 'La première box part au plus tard dans N jours' })
  firstBoxMaxDays!: number;
  @ApiProperty({ example: GIFT_POSTPONE_MAX_MONTHS, description: 'Une box se reporte de N mois au plus' })
  postponeMaxMonths!: number;
  @ApiProperty({ example: GIFT_MESSAGE_MAX }) messageMax!: number;
  @ApiProperty({ type: [GiftNoticeRule] }) notices!: GiftNoticeRule[];
  @ApiProperty({ enum: GIFT_NOTICES, example: 'at_once' }) defaultNotice!: GiftNotice;
  @ApiProperty({ example: 'Europe/Brussels', description: "Le fuseau de l'heure de l'annonce" }) timeZone!: string;
  @ApiProperty({ example: GIFT_SUBSCRIPTION_MESSAGES.recipientField }) recipientFieldMessage!: string;
  @ApiProperty({ example: GIFT_SUBSCRIPTION_MESSAGES.recipientEmail }) recipientEmailMessage!: string;
  @ApiProperty({ example: GIFT_SUBSCRIPTION_MESSAGES.messageTooLong }) messageTooLongMessage!: string;
  @ApiProperty({ example: GIFT_SUBSCRIPTION_MESSAGES.firstBoxDate }) firstBoxDateMessage!: string;
  @ApiProperty({ example: GIFT_SUBSCRIPTION_MESSAGES.notifyAfterFirstBox }) notifyAfterFirstBoxMessage!: string;
  @ApiProperty({ example: GIFT_SUBSCRIPTION_CHECKOUT.alone }) aloneInCartMessage!: string;

  static current(): GiftSubscriptionRule {
    return {
      boxCounts: [...GIFT_BOX_COUNTS],
      firstBoxMaxDays: GIFT_FIRST_BOX_MAX_DAYS,
      postponeMaxMonths: GIFT_POSTPONE_MAX_MONTHS,
      messageMax: GIFT_MESSAGE_MAX,
      notices: GIFT_NOTICES.map((value) => ({ value, label: GIFT_NOTICE_LABELS[value] })),
      defaultNotice: 'at_once',
      timeZone: 'Europe/Brussels',
      recipientFieldMessage: GIFT_SUBSCRIPTION_MESSAGES.recipientField,
      recipientEmailMessage: GIFT_SUBSCRIPTION_MESSAGES.recipientEmail,
      messageTooLongMessage: GIFT_SUBSCRIPTION_MESSAGES.messageTooLong,
      firstBoxDateMessage: GIFT_SUBSCRIPTION_MESSAGES.firstBoxDate,
      notifyAfterFirstBoxMessage: GIFT_SUBSCRIPTION_MESSAGES.notifyAfterFirstBox,
      aloneInCartMessage: GIFT_SUBSCRIPTION_CHECKOUT.alone,
    };
  }
}
