/**
 * The seller's identity printed on invoices and credit notes (docs/design/invoices.md): SHOP_LEGAL_NAME,
 * SHOP_VAT_NUMBER, SHOP_ADDRESS. Development and tests use the defaults below; production requires
 * all three (env.schema.ts). Plain functions, also read by the migration that invoices orders paid
 * before invoices existed.
 */

export interface ShopIdentity {
  legalName: string;
  /** Belgian VAT number, normalised: BE + 10 digits. */
  vatNumber: string;
  /** The postal address, one entry per line. */
  address: string[];
}

export const DEFAULT_SHOP_IDENTITY: ShopIdentity = Object.freeze({
  legalName: 'BoxPlaisir SRL',
  vatNumber: 'BE0123456749',
  address: ['Rue de la Loi 16', '1000 Bruxelles', 'Belgique'],
});

/** 'be 0123.456.749' → 'BE0123456749' (spaces, dots and dashes dropped, upper case). */
export function normaliseVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** A Belgian VAT number: BE, then 10 digits starting with 0 or 1, the last two = 97 − (first eight mod 97). */
export function isBelgianVatNumber(value: string): boolean {
  const match = /^BE([01]\d{7})(\d{2})$/.exec(normaliseVatNumber(value));
  if (!match) return false;
  return 97 - (Number(match[1]) % 97) === Number(match[2]);
}

/** SHOP_ADDRESS's lines: separated by commas or '|' ('Rue de la Loi 16, 1000 Bruxelles, Belgique'). */
export function addressLines(value: string): string[] {
  return value
    .split(/[,|\n]/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The identity from the environment, defaults for what is unset (validation is env.schema's job). */
export function shopIdentityFrom(env: NodeJS.ProcessEnv): ShopIdentity {
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const legalName = text('SHOP_LEGAL_NAME');
  const vatNumber = text('SHOP_VAT_NUMBER');
  const address = text('SHOP_ADDRESS');
  return {
    legalName: legalName ?? DEFAULT_SHOP_IDENTITY.legalName,
    vatNumber: vatNumber ? normaliseVatNumber(vatNumber) : DEFAULT_SHOP_IDENTITY.vatNumber,
    address: address ? addressLines(address) : [...DEFAULT_SHOP_IDENTITY.address],
  };
}
