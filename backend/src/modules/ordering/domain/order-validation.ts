import { checkGiftLines } from './gift.js';
import { assertCents } from '../../../shared/money.js';
import { FREQUENCY_INVALID_MESSAGE, isFrequency } from '../../../shared/subscription-rules.js';
import { isOrderNumber } from './order-number.js';
import { InvalidOrderError, ShipmentTrackingError } from './order.errors.js';
import {
  type BillingSnapshot,
  CARRIERS,
  type Carrier,
  type OrderItem,
  type PlaceOrderInput,
  type ShippingSnapshot,
  type Tracking,
  type TrackingInput,
} from './order-types.js';

/* The Order aggregate's input checks: each throws InvalidOrderError (or ShipmentTrackingError) naming the field. */

const MAX_NOTE_LENGTH = 1000;
const MAX_TRACKING_NUMBER_LENGTH = 100;
const MAX_TRACKING_URL_LENGTH = 500;

export function assertDate(value: Date, field: string): void {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) throw new InvalidOrderError('Date invalide', field);
}

export function requireText(value: unknown, field: string, label: string): void {
  if (typeof value !== 'string' || value.trim() === '') throw new InvalidOrderError(`${label} est obligatoire`, field);
}

function checkCents(value: number, field: string, label: string): void {
  try {
    assertCents(value);
  } catch {
    throw new InvalidOrderError(`${label} doit être un nombre entier de centimes`, field);
  }
  if (value < 0) throw new InvalidOrderError(`${label} ne peut pas être négatif`, field);
}

function validateItems(items: readonly OrderItem[], giftCardsCents: number): void {
  // An order of e-gift cards only has no box (docs/design/gift-cards.md).
  if (!Array.isArray(items) || (items.length === 0 && giftCardsCents === 0)) {
    throw new InvalidOrderError('Une commande contient au moins un article', 'items');
  }
  items.forEach((item, index) => {
    const field = (name: string) => `items.${index}.${name}`;
    if (!Number.isSafeInteger(item.productId) || item.productId <= 0) {
      throw new InvalidOrderError("L'identifiant du produit doit être un entier positif", field('productId'));
    }
    requireText(item.name, field('name'), 'Le nom du produit');
    checkCents(item.unitPriceCents, field('unitPriceCents'), 'Le prix unitaire');
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 1) {
      throw new InvalidOrderError('La quantité doit être un entier supérieur ou égal à 1', field('quantity'));
    }
    if (item.isSubscription || item.giftSubscription === true) {
      if (!isFrequency(item.frequency)) {
        throw new InvalidOrderError(FREQUENCY_INVALID_MESSAGE, field('frequency'));
      }
    } else if (item.frequency !== null) {
      throw new InvalidOrderError("Un achat unique n'a pas de fréquence", field('frequency'));
    }
  });
}

function validateAddress(value: BillingSnapshot | ShippingSnapshot, prefix: string, withContact: boolean): void {
  const fields: [string, string][] = [
    ['firstName', 'Le prénom'],
    ['lastName', 'Le nom'],
    ['address', "L'adresse"],
    ['postalCode', 'Le code postal'],
    ['city', 'La ville'],
    ['country', 'Le pays'],
  ];
  if (withContact) fields.push(['email', "L'e-mail"], ['phone', 'Le téléphone']);
  for (const [name, label] of fields) {
    requireText((value as unknown as Record<string, unknown>)[name], `${prefix}.${name}`, label);
  }
}

export function cleanNote(note: string | null | undefined): string | null {
  if (note === undefined || note === null) return null;
  const trimmed = note.trim();
  return trimmed === '' ? null : trimmed.slice(0, MAX_NOTE_LENGTH);
}

/** An order being placed: its fields present and its amounts adding up (the server priced them). */
export function validatePlacement(input: PlaceOrderInput): void {
  assertDate(input.now, 'now');
  requireText(input.id, 'id', "L'identifiant de la commande");
  if (!isOrderNumber(input.orderNumber)) {
    throw new InvalidOrderError('Le numéro de commande doit avoir la forme BP-AAAAMMJJ-XXXXXX', 'orderNumber');
  }
  const prepaidBox = Boolean(input.giftSubscriptionId) && input.items.every((item) => item.prepaid === true);
  if (!prepaidBox) requireText(input.customerId, 'customerId', 'Le client');
  const giftCardsCents = input.giftCardsCents ?? 0;
  checkCents(giftCardsCents, 'giftCardsCents', 'Le montant des cartes cadeaux');
  validateItems(input.items, giftCardsCents);
  checkGiftLines(input.gift ?? null, input.items);
  validateAddress(input.billing, 'billing', true);
  validateAddress(input.shipping, 'shipping', false);
  checkCents(input.subtotalCents, 'subtotalCents', 'Le sous-total');
  checkCents(input.discountCents, 'discountCents', 'La remise');
  checkCents(input.shippingCents, 'shippingCents', 'La livraison');
  checkCents(input.totalCents, 'totalCents', 'Le total');

  const linesTotal = input.items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
  if (linesTotal !== input.subtotalCents) {
    throw new InvalidOrderError('Le sous-total ne correspond pas aux articles', 'subtotalCents');
  }
  if (input.discountCents > input.subtotalCents) {
    throw new InvalidOrderError('La remise ne peut pas dépasser le sous-total', 'discountCents');
  }
  if (input.discountCents > 0 && !input.promoCode) {
    throw new InvalidOrderError('Une remise suppose un code promo', 'promoCode');
  }
  if (input.totalCents !== input.subtotalCents - input.discountCents + input.shippingCents + giftCardsCents) {
    throw new InvalidOrderError('Le total doit valoir sous-total - remise + livraison + cartes cadeaux', 'totalCents');
  }
  if (prepaidBox) {
    if (input.totalCents !== 0) throw new InvalidOrderError('Une box prépayée ne coûte rien', 'totalCents');
  } else if (input.totalCents <= 0) {
    throw new InvalidOrderError('Le total de la commande doit être positif', 'totalCents');
  }
}

/** Checks the administrator's tracking input; throws ShipmentTrackingError (400) with per-field messages. */
export function checkTracking(input: TrackingInput): Tracking {
  const carrier = typeof input.carrier === 'string' ? input.carrier.trim() : '';
  const trackingNumber = typeof input.trackingNumber === 'string' ? input.trackingNumber.trim() : '';
  const trackingUrl = typeof input.trackingUrl === 'string' ? input.trackingUrl.trim() : '';
  const required = ShipmentTrackingError.REQUIRED_MESSAGE;
  if (carrier === '' || trackingNumber === '') {
    const errors: Record<string, string[]> = {};
    if (carrier === '') errors['tracking.carrier'] = [required];
    if (trackingNumber === '') errors['tracking.trackingNumber'] = [required];
    throw new ShipmentTrackingError('ORDER_TRACKING_REQUIRED', required, errors);
  }
  if (!(CARRIERS as readonly string[]).includes(carrier)) {
    const message = `Transporteur inconnu : choisissez parmi ${CARRIERS.join(', ')}`;
    throw new ShipmentTrackingError('ORDER_CARRIER_INVALID', message, { 'tracking.carrier': [message] });
  }
  if (trackingNumber.length > MAX_TRACKING_NUMBER_LENGTH) {
    const message = `Le numéro de suivi ne doit pas dépasser ${MAX_TRACKING_NUMBER_LENGTH} caractères`;
    throw new ShipmentTrackingError('ORDER_TRACKING_REQUIRED', message, { 'tracking.trackingNumber': [message] });
  }
  if (trackingUrl !== '' && !isHttpUrl(trackingUrl)) {
    const message = 'Le lien de suivi doit être une adresse http(s) valide';
    throw new ShipmentTrackingError('ORDER_TRACKING_URL_INVALID', message, { 'tracking.trackingUrl': [message] });
  }
  return { carrier: carrier as Carrier, trackingNumber, trackingUrl: trackingUrl === '' ? null : trackingUrl };
}

function isHttpUrl(value: string): boolean {
  if (value.length > MAX_TRACKING_URL_LENGTH) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
