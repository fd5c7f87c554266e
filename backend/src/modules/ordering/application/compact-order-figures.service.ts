import { Injectable } from '@nestjs/common';
import { AdminOrdersReadModel } from './ports/admin-orders.read-model.js';

/** Sums the statistics' delta rows (appended by the database on every order change). */
@Injectable()
export class CompactOrderFiguresService {
  constructor(private readonly orders: AdminOrdersReadModel) {}

  execute(): Promise<{ before: number; after: number } | null> {
    return this.orders.compactFigures();
  }
}
