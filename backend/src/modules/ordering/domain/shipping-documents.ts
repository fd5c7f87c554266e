import { countryCode } from '../../../shared/countries.js';

/*
 * What the shipping run's documents say (docs/design/shipping-run.md): the pick list (how many of each
 * box to take from the shelves) and the carrier export (one row per parcel). Pure: rows of text, the
 * CSV writing is the HTTP layer's. Nothing here ever shows a price.
 */

export interface PickableOrder {
  items: readonly { productId: number; name: string; quantity: number }[];
  gift: unknown | null;
  subscriptionId: string | null;
}

export interface PickLine {
  productId: number;
  name: string;
  /** Boxes of this product to prepare. */
  quantity: number;
  /** Of which in gift orders. */
  gifts: number;
  /** Of which in subscription renewals. */
  renewals: number;
}

export interface PickList {
  lines: PickLine[];
  /** Orders counted, and boxes in all. */
  orders: number;
  boxes: number;
}

/** How many of each box the orders need, with the gifts and renewals among them, by name. */
export function pickList(orders: readonly PickableOrder[]): PickList {
  const lines = new Map<number, PickLine>();
  for (const order of orders) {
    for (const item of order.items) {
      const line = lines.get(item.productId) ?? {
        productId: item.productId,
        name: item.name,
        quantity: 0,
        gifts: 0,
        renewals: 0,
      };
      line.quantity += item.quantity;
      if (order.gift) line.gifts += item.quantity;
      if (order.subscriptionId) line.renewals += item.quantity;
      lines.set(item.productId, line);
    }
  }
  const sorted = [...lines.values()].sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  return { lines: sorted, orders: orders.length, boxes: sorted.reduce((sum, line) => sum + line.quantity, 0) };
}

export const PICK_LIST_HEADER = ['Box', 'Quantité', 'Dont cadeaux', 'Dont renouvellements'] as const;

export function pickListRows(list: PickList): string[][] {
  return list.lines.map((line) => [line.name, String(line.quantity), String(line.gifts), String(line.renewals)]);
}

export interface ParcelOrder extends PickableOrder {
  orderNumber: string;
  shipping: { firstName: string; lastName: string; address: string; postalCode: string; city: string; country: string };
  billing: { email: string; phone: string };
  gift: { recipientEmail: string | null } | null;
}

export const CARRIER_EXPORT_HEADER = [
  'numero_commande',
  'nom_destinataire',
  'rue',
  'code_postal',
  'ville',
  'pays',
  'email',
  'telephone',
  'poids_grammes',
  'reference',
] as const;

/**
 * One row per parcel, in the selection's order: the ship-to name and address (a gift's recipient),
 * the e-mail the carrier may write to (a gift's recipient's when the buyer gave it, the buyer's
 * otherwise), the buyer's phone, the parcel's weight (each box's weight × its quantity) and the
 * reference the carrier prints on the label (the order number).
 */
export function carrierRows(
  orders: readonly ParcelOrder[],
  weights: ReadonlyMap<number, number>,
  defaultGrams: number,
): string[][] {
  return orders.map((order) => {
    const grams = order.items.reduce(
      (sum, item) => sum + (weights.get(item.productId) ?? defaultGrams) * item.quantity,
      0,
    );
    return [
      order.orderNumber,
      `${order.shipping.firstName} ${order.shipping.lastName}`.trim(),
      order.shipping.address,
      order.shipping.postalCode,
      order.shipping.city,
      countryCode(order.shipping.country),
      order.gift?.recipientEmail ?? order.billing.email,
      order.billing.phone,
      String(grams),
      order.orderNumber,
    ];
  });
}
