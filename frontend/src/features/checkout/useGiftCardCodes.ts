import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { AppDispatch } from '../../lib/storeTypes';
import { errorBody, errorMessage, errorStatus, type ApiErrorBody } from '../../lib/api';
import {
  GIFT_CARD_RULE,
  cartApi,
  useCartQuote,
  type CartItem,
  type GiftCardLine,
  type QuoteRequest,
} from '../cart';

/**
 * Paying with gift cards at checkout (docs/design/gift-cards.md, "Paying with a card"): the codes the
 * shopper applied, in their order. They live in this component's memory only — never in the store's
 * persisted cart nor in localStorage — and go to the server in the quote (`giftCardCodes`) and the
 * checkout (`metadata.giftCardCodes`); the screen shows a card by its last 4 characters only.
 */
export const GIFT_CARD_PAYMENT_TEXTS = {
  /** When the server's answer says nothing (a network failure, a 5xx). */
  applyFailed: 'Impossible de vérifier cette carte cadeau. Veuillez réessayer.',
  tooMany: (max: number) => `Une commande se paie avec ${max} cartes cadeaux au plus.`,
} as const;

/** From GET /api/rules, as the other checkout rules (generated/rules/giftCard.json). */
export const MAX_GIFT_CARD_CODES = GIFT_CARD_RULE.maxCodesPerOrder;

const REFUSED = 'GIFT_CARD_REFUSED';
const NO_CODES: readonly string[] = [];

/**
 * A refusal of the codes: its message and what it blames — one code (`giftCardCodes.1`,
 * `metadata.giftCardCodes.1` → 1), every code (`giftCardCodes`: a renewing subscription in the cart),
 * or none (429: too many lookups, try again later).
 */
export interface CodeRefusal {
  message: string;
  blames: number | 'all' | null;
}

/** The refusal of gift card codes in an error answer (400/409 GIFT_CARD_REFUSED, 429), or null when the answer is about something else. */
export function codeRefusal(failure: unknown): CodeRefusal | null {
  const body: Partial<ApiErrorBody> | undefined = errorBody(failure);
  if (errorStatus(failure) === 429)
    return { message: errorMessage(failure, GIFT_CARD_PAYMENT_TEXTS.applyFailed), blames: null };
  if (body?.code !== REFUSED) return null;
  for (const [field, messages] of Object.entries(body.errors ?? {})) {
    const match = /(?:^|\.)giftCardCodes(?:\.(\d+))?$/.exec(field);
    if (match) {
      return {
        message: messages?.[0] ?? errorMessage(failure, GIFT_CARD_PAYMENT_TEXTS.applyFailed),
        blames: match[1] === undefined ? 'all' : Number(match[1]),
      };
    }
  }
  return { message: errorMessage(failure, GIFT_CARD_PAYMENT_TEXTS.applyFailed), blames: 'all' };
}

/** The codes without those a refusal blames (a card spent or expired meanwhile is of no more use). */
function withoutBlamed(codes: readonly string[], { blames }: CodeRefusal): readonly string[] {
  if (blames === 'all') return NO_CODES;
  if (blames === null || blames >= codes.length) return codes;
  return codes.filter((_, index) => index !== blames);
}

/**
 * The checkout's quote with the applied gift cards: `useCartQuote` plus the codes, their apply and
 * remove, and the message shown beside the code field. A quote the server refuses because of a card
 * (its balance changed, a promo code made it superfluous) drops that card and says why.
 */
export function useCheckoutQuote(items: readonly CartItem[], giftCards: readonly GiftCardLine[]) {
  const dispatch = useDispatch<AppDispatch>();
  const [codes, setCodes] = useState<readonly string[]>(NO_CODES);
  const [error, setError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const quote = useCartQuote(items, giftCards, codes);
  const { quoteFailed, error: quoteError } = quote;

  const refuse = useCallback((refusal: CodeRefusal) => {
    setError(refusal.message);
    setCodes((current) => withoutBlamed(current, refusal));
  }, []);

  // A live quote refused because of a card: once per failure, adjusted while rendering (no effect).
  const [seenFailure, setSeenFailure] = useState<unknown>(null);
  if (quoteFailed && codes.length > 0 && quoteError !== seenFailure) {
    setSeenFailure(quoteError);
    const refusal = codeRefusal(quoteError);
    if (refusal) refuse(refusal);
  }

  /** Asks the server for the quote with one more code; true when the card was applied. */
  const apply = async (typed: string, current: QuoteRequest): Promise<boolean> => {
    const code = typed.trim();
    if (!code || applying) return false;
    if (codes.length >= MAX_GIFT_CARD_CODES) {
      setError(GIFT_CARD_PAYMENT_TEXTS.tooMany(MAX_GIFT_CARD_CODES));
      return false;
    }
    const next = [...codes, code];
    const request: QuoteRequest = { ...current, giftCardCodes: next };
    setApplying(true);
    setError(null);
    try {
      const result = await dispatch(
        cartApi.endpoints.quoteCart.initiate(request, { subscribe: false, forceRefetch: true }),
      ).unwrap();
      // The page shows these figures without asking again.
      await dispatch(cartApi.util.upsertQueryData('quoteCart', request, result));
      setCodes(next);
      return true;
    } catch (failure) {
      const refusal = codeRefusal(failure);
      if (refusal) refuse(refusal);
      else setError(errorMessage(failure, GIFT_CARD_PAYMENT_TEXTS.applyFailed));
      return false;
    } finally {
      setApplying(false);
    }
  };

  const remove = (index: number) => {
    setError(null);
    setCodes((current) => current.filter((_, at) => at !== index));
  };

  /** The checkout refused a card (`metadata.giftCardCodes.<i>`): true when the failure was about the cards. */
  const refusedAtCheckout = (failure: unknown): boolean => {
    if (codes.length === 0) return false;
    const refusal = codeRefusal(failure);
    if (refusal) refuse(refusal);
    return refusal !== null;
  };

  const payments = quote.quote?.giftCardPayments ?? [];
  const covered = codes.length > 0 && quote.quote?.amountDueCents === 0;
  return {
    ...quote,
    cards: { codes, payments, error, applying, covered, apply, remove, refusedAtCheckout },
  };
}

export type GiftCardCodes = ReturnType<typeof useCheckoutQuote>['cards'];
