import { TypeOrmUnitOfWork } from '../../../shared/database/typeorm-unit-of-work.js';
import { Injectable } from '@nestjs/common';
import { MollieCustomerSchema } from './subscription.schema.js';
import { MollieCustomerRepository } from '../application/ports/mollie-customer.repository.js';

/** The one Mollie customer of each of our customers (made at their first subscription, then reused). */
@Injectable()
export class TypeOrmMollieCustomerRepository extends MollieCustomerRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  async find(userId: string): Promise<string | null> {
    const row = await this.db.manager.getRepository(MollieCustomerSchema).findOneBy({ userId });
    return row?.mollieCustomerId ?? null;
  }

  /**
   * Keeps `mollieCustomerId` for the user unless one is already kept (two checkouts at once): answers
   * the Mollie customer to use from now on, the first one stored.
   */
  async keep(userId: string, mollieCustomerId: string, now: Date): Promise<string> {
    await this.db.manager
      .createQueryBuilder()
      .insert()
      .into(MollieCustomerSchema)
      .values({ userId, mollieCustomerId, createdAt: now })
      .orIgnore()
      .execute();
    return (await this.find(userId))!;
  }
}
