// The other half of the import circle planted by src/test/boundaries.test.ts (see ./first.ts).
import { first } from './first';

export const second = `${first} then second`;
