/** The shop's static support and company details, shown in the footer, help cards and legal pages. */
export const SUPPORT = {
  email: 'contact@boxplaisir.be',
  phone: '+32 2 123 45 67',
  phoneHref: '+3221234567',
  hours: 'Du lundi au vendredi, de 9h à 18h',
} as const;

export const COMPANY = {
  name: 'BoxPlaisir SRL',
  brand: 'BoxPlaisir',
  street: 'Rue de la Loi 1',
  city: '1000 Bruxelles',
  country: 'Belgique',
  vat: 'BE 0123.456.789',
  bce: '0123.456.789',
  email: 'contact@boxplaisir.be',
  privacyEmail: 'vie-privee@boxplaisir.be',
  phone: '+32 2 123 45 67',
} as const;
