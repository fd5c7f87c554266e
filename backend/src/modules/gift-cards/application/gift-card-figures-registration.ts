import { Injectable, type OnModuleInit } from '@nestjs/common';
import { GiftCardFigures } from '../../invoicing/index.js';
import { GiftCardFactsReadModel } from './ports/gift-card-facts.read-model.js';

/**
 * Lends invoicing the facts of the accountant's gift card figures (docs/design/gift-cards.md, "The
 * accountant's figures"), registered at start so that invoicing never imports this module.
 */
@Injectable()
export class GiftCardFiguresRegistration implements OnModuleInit {
  constructor(
    private readonly figures: GiftCardFigures,
    private readonly facts: GiftCardFactsReadModel,
  ) {}

  onModuleInit(): void {
    this.figures.register({ factsBefore: (before) => this.facts.factsBefore(before) });
  }
}
