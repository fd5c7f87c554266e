import { randomInt } from 'node:crypto';
import { RandomSource } from '../domain/order-number.js';

/** Order numbers' randomness in production: crypto.randomInt. */
export class CryptoRandomSource extends RandomSource {
  nextInt(maxExclusive: number): number {
    return randomInt(maxExclusive);
  }
}
