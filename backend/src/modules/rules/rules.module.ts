import { Module } from '@nestjs/common';
import { RulesController } from './http/rules.controller.js';

/**
 * The rules the SPA shows (GET /api/rules): read from the modules that own them (the shared
 * subscription rules, ordering's state table, labels, history note, carriers and tracking rule,
 * cart-pricing's shipping fee and free-shipping threshold), so the SPA copies none.
 */
@Module({ controllers: [RulesController] })
export class RulesModule {}
