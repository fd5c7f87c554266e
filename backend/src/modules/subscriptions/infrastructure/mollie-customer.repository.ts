import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MollieCustomerSchema } from './subscription.schema.js';

/** The one Mollie customer of each of our customers (made at their first subscription, then reused). */
@Injectable()
export class MollieCustomerRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(userId: string): Promise<string | null> {
    const row = await this.dataSource.getRepository(MollieCustomerSchema).findOneBy({ userId });
    return row?.mollieCustomerId ?? null;
  }

  /**
   * Keeps `mollieCustomerId` for the user unless one is already kept (two checkouts at once): answers
   * the Mollie customer to use from now on, the first one stored.
   */
  async keep(userId: string, mollieCustomerId: string, now: Date): Promise<string> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(MollieCustomerSchema)
      .values({ userId, mollieCustomerId, createdAt: now })
      .orIgnore()
      .execute();
    return (await this.find(userId))!;
  }
}
