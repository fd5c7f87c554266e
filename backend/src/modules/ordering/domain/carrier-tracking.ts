import type { Carrier, ShippingSnapshot } from './order.js';

type Destination = Pick<ShippingSnapshot, 'postalCode' | 'country'>;

const enc = encodeURIComponent;

/**
 * The public tracking page of each carrier for a parcel number (what the customer's "Suivre mon colis"
 * link opens when the administrator typed no link). 'Autre' has none.
 */
const TRACKING_PAGES: Record<Exclude<Carrier, 'Autre'>, (number: string, to: Destination) => string> = {
  Bpost: (n) => `https://track.bpost.cloud/btr/web/#/search?itemCode=${enc(n)}&lang=fr`,
  PostNL: (n, to) =>
    `https://jouw.postnl.nl/track-and-trace/${enc(n)}-${enc(to.country.toUpperCase())}-${enc(to.postalCode.replace(/\s+/g, ''))}`,
  DHL: (n) => `https://www.dhl.com/be-fr/home/suivi.html?tracking-id=${enc(n)}&submit=1`,
  DPD: (n) => `https://www.dpdgroup.com/be/mydpd/my-parcels/search?lang=fr&parcelNumber=${enc(n)}`,
  UPS: (n) => `https://www.ups.com/track?loc=fr_BE&tracknum=${enc(n)}`,
  FedEx: (n) => `https://www.fedex.com/fedextrack/?trknbr=${enc(n)}`,
  Colissimo: (n) => `https://www.laposte.fr/outils/suivre-vos-envois?code=${enc(n)}`,
  'Mondial Relay': (n, to) =>
    `https://www.mondialrelay.be/fr-be/suivi-de-colis/?numeroExpedition=${enc(n)}&codePostal=${enc(to.postalCode.replace(/\s+/g, ''))}`,
};

/** The carrier's tracking page for this parcel, or null ('Autre', or an unknown carrier). Pure. */
export function carrierTrackingUrl(carrier: string, trackingNumber: string, to: Destination): string | null {
  const number = trackingNumber.trim();
  if (number === '') return null;
  const page = (TRACKING_PAGES as Record<string, ((n: string, d: Destination) => string) | undefined>)[carrier];
  return page ? page(number, to) : null;
}
