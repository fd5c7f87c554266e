export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;

  abstract verify(hash: string, password: string): Promise<boolean>;

  /** Same work as a real check, for unknown emails: answers take as long whether or not the account exists. */
  abstract verifyAgainstNothing(password: string): Promise<false>;
}
