import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { PasswordHasher } from '../application/ports/password-hasher.js';

/** argon2id with OWASP's minimum recommended cost (19 MiB, 2 passes). */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class Argon2PasswordHasher extends PasswordHasher {
  private dummy: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** Same work as a real check, for unknown emails: answers take as long whether or not the account exists. */
  async verifyAgainstNothing(password: string): Promise<false> {
    this.dummy ??= this.hash('pas-un-vrai-mot-de-passe');
    await this.verify(await this.dummy, password);
    return false;
  }
}
