/** The one Mollie customer of each of our customers (made at their first subscription, then reused). */
export abstract class MollieCustomerRepository {
  abstract find(userId: string): Promise<string | null>;

  /**
   * Keeps `mollieCustomerId` for the user unless one is already kept (two checkouts at once): answers
   * the Mollie customer to use from now on, the first one stored.
   */
  abstract keep(userId: string, mollieCustomerId: string, now: Date): Promise<string>;
}
