/** The shop's shipping countries in French, by ISO code, as mails and invoices print them. */
const COUNTRY_NAMES: Record<string, string> = {
  BE: 'Belgique',
  FR: 'France',
  LU: 'Luxembourg',
  NL: 'Pays-Bas',
  DE: 'Allemagne',
};

/** The country's French name; an unknown code is printed as it is. */
export function countryName(code: string): string {
  return COUNTRY_NAMES[code] ?? code;
}

/** The country's ISO code: orders keep the code ('BE'); a French name ('Belgique') is read back to it. */
export function countryCode(country: string): string {
  const trimmed = country.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) return trimmed.toUpperCase();
  const found = Object.entries(COUNTRY_NAMES).find(([, name]) => name.toLowerCase() === trimmed.toLowerCase());
  return found?.[0] ?? trimmed;
}

/** A country the shop ships to (its ISO code). */
export function isShippingCountry(code: string): boolean {
  return Object.prototype.hasOwnProperty.call(COUNTRY_NAMES, code);
}
