/** The countries the shop delivers to (docs/design/checkout.md): Belgium first, the default. */
export const COUNTRIES = [
  { value: 'BE', label: 'Belgique' },
  { value: 'FR', label: 'France' },
  { value: 'LU', label: 'Luxembourg' },
  { value: 'NL', label: 'Pays-Bas' },
  { value: 'DE', label: 'Allemagne' },
] as const;

export type CountryCode = (typeof COUNTRIES)[number]['value'];

export const DEFAULT_COUNTRY: CountryCode = 'BE';

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && COUNTRIES.some((country) => country.value === value);
}

/** 'BE' → 'Belgique'; an unknown code is shown as it is. */
export function countryName(code: string | null | undefined): string {
  return COUNTRIES.find((country) => country.value === code)?.label ?? code ?? '';
}
