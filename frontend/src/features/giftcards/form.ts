import { GIFT_CARD_RULE, type GiftCardLine } from '../cart';

/** The fields of 'Offrir une carte cadeau' (the SPA's own draft; the server checks the card). */
export interface GiftCardForm {
  /** A preset amount in cents, or 'other' for a typed whole amount. */
  preset: number | 'other';
  /** The typed amount, in euros ('40'). */
  otherAmount: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  delivery: GiftCardLine['delivery'];
  /** 'YYYY-MM-DD' and 'HH:MM', Brussels time, when delivery is 'at_date'. */
  date: string;
  time: string;
}

export type GiftCardField =
  'amountCents' | 'recipientName' | 'recipientEmail' | 'message' | 'delivery' | 'sendAt';
export type GiftCardErrors = Partial<Record<GiftCardField, string>>;

/** The form's first state: the second preset (50 €) when there is one, sent now. */
export function emptyGiftCardForm(): GiftCardForm {
  const presets = GIFT_CARD_RULE.presetsCents;
  return {
    preset: presets[1] ?? presets[0] ?? 'other',
    otherAmount: '',
    recipientName: '',
    recipientEmail: '',
    message: '',
    delivery: 'now',
    date: '',
    time: '',
  };
}

/**
 * The typed amount in cents: '40' or '40,00' → 4000; anything else → null, which the server refuses with
 * its own words (whole euros within its limits).
 */
export function typedAmountCents(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? Math.round(value * 100) : null;
}

/** The card line the quote checks and the cart keeps (no email when printed, no date unless chosen). */
export function giftCardLineOf(form: GiftCardForm): Omit<GiftCardLine, 'key'> {
  const message = form.message.replace(/\r\n?/g, '\n').trim();
  const printed = form.delivery === 'print';
  return {
    amountCents: (form.preset === 'other' ? typedAmountCents(form.otherAmount) : form.preset) as number,
    recipientName: form.recipientName.trim(),
    recipientEmail: printed ? null : form.recipientEmail.trim() || null,
    message: message || null,
    delivery: form.delivery,
    sendAt: form.delivery === 'at_date' ? `${form.date}T${form.time}` : null,
  };
}

/** The server's refusals of the one card checked (`giftCards.0.<field>`), field by field. */
export function giftCardErrorsFromServer(errors: Record<string, string[]> | undefined): GiftCardErrors {
  const mine: GiftCardErrors = {};
  for (const [path, messages] of Object.entries(errors ?? {})) {
    const match = /^giftCards\.0\.(\w+)/.exec(path);
    const field = match?.[1] as GiftCardField | undefined;
    if (field && !mine[field] && messages?.[0]) mine[field] = messages[0];
  }
  return mine;
}

/** Today in Brussels, 'YYYY-MM-DD' (the earliest send date a picker offers). */
export function brusselsToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(now);
}
