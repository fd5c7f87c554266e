/*
 * The one gift message rule (docs/design/gifting.md, docs/design/gift-cards.md): a boxed gift, a prepaid
 * gift subscription and an e-gift card all carry a message of at most 300 characters — line breaks kept
 * (CRLF read as LF), blanks around it dropped, counted as characters a reader sees ([...text], so an
 * emoji counts once). The SPA reads the limit from GET /api/rules.
 */

/** The longest gift message, in characters. */
export const GIFT_MESSAGE_MAX = 300;

/** The French refusal of a message too long (never echoes the input). */
export const GIFT_MESSAGE_TOO_LONG = `Le message cadeau ne peut pas dépasser ${GIFT_MESSAGE_MAX} caractères`;

/**
 * The message as it is kept (empty: null), and whether it may be kept: a text of at most
 * GIFT_MESSAGE_MAX characters, or nothing (null, undefined). Anything else is refused.
 */
export function giftMessage(input: unknown): { message: string | null; valid: boolean } {
  if (input === null || input === undefined) return { message: null, valid: true };
  if (typeof input !== 'string') return { message: null, valid: false };
  const message = input.replace(/\r\n?/g, '\n').trim();
  return { message: message === '' ? null : message, valid: [...message].length <= GIFT_MESSAGE_MAX };
}
