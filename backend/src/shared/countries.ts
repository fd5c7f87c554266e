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
