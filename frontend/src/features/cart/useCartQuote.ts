import { useEffect, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { toast } from '../../components/toast';
import type { AppDispatch } from '../../lib/storeTypes';
import { errorBody, errorMessage } from '../../lib/api';
import type { CartItem, GiftCardLine } from './cartSlice';
import { cartApi, useQuoteCartQuery } from './endpoints';
import { forgetPromo, readStoredPromoCode, storePromo } from './promo';
import { isPromoError, quoteRequest } from './quote';

export const PROMO_MESSAGES = {
  /** When the server's answer says nothing (its refusals carry their own words: 'Code promo invalide'…). */
  applyFailed: "Impossible d'appliquer ce code promo. Veuillez réessayer.",
  alreadyApplied: 'Ce code promo est déjà appliqué',
  removed: 'Code promo retiré',
} as const;

/**
 * The server's quote of the cart's lines under the applied promo code, and the promo code logic the
 * cart and checkout share (docs/design/checkout.md): a blank code warns, the same code again says it is
 * already applied, an unknown one is refused, an applied one persists under 'couponCode' and
 * 'cartDiscount', and a stored code the server now refuses is dropped silently.
 */
const NO_CARDS: readonly GiftCardLine[] = [];
const NO_CODES: readonly string[] = [];

/** `giftCardCodes`: the gift card codes that pay (checkout), kept by the caller in memory only. */
export function useCartQuote(
  items: readonly CartItem[],
  giftCards: readonly GiftCardLine[] = NO_CARDS,
  giftCardCodes: readonly string[] = NO_CODES,
) {
  const dispatch = useDispatch<AppDispatch>();
  const [appliedCode, setAppliedCode] = useState<string | null>(readStoredPromoCode);
  const [applying, setApplying] = useState(false);

  const request = useMemo(
    () => quoteRequest(items, appliedCode, giftCards, giftCardCodes),
    [items, appliedCode, giftCards, giftCardCodes],
  );
  const query = useQuoteCartQuery(request);
  const { data, currentData, error, isError, isFetching } = query;
  const body = isError ? errorBody(error) : undefined;

  // A stored code the server now refuses (expired, first order only…) is dropped silently.
  if (appliedCode && isError && !isFetching && isPromoError(body?.code)) {
    setAppliedCode(null);
  }

  // localStorage mirrors the applied code: 'couponCode' and its rate under 'cartDiscount'.
  const appliedPromo = currentData?.promo ?? null;
  useEffect(() => {
    if (appliedCode === null) forgetPromo();
    else if (appliedPromo) storePromo(appliedPromo);
  }, [appliedCode, appliedPromo]);

  const applyPromo = async (raw: string): Promise<boolean> => {
    const code = raw.trim();
    if (!code) return false; // the form's button waits for a code
    if (appliedCode && code.toUpperCase() === appliedCode.toUpperCase()) {
      toast.info(PROMO_MESSAGES.alreadyApplied);
      return true;
    }
    setApplying(true);
    try {
      const result = await dispatch(
        cartApi.endpoints.quoteCart.initiate(quoteRequest(items, code, giftCards, giftCardCodes), {
          subscribe: false,
          forceRefetch: true,
        }),
      ).unwrap();
      if (!result.promo) {
        toast.error(PROMO_MESSAGES.applyFailed);
        return false;
      }
      // The same figures under the code as the server spells it: the page shows them without asking again.
      await dispatch(
        cartApi.util.upsertQueryData(
          'quoteCart',
          quoteRequest(items, result.promo.code, giftCards, giftCardCodes),
          result,
        ),
      );
      storePromo(result.promo);
      setAppliedCode(result.promo.code);
      toast.success(result.promo.message);
      return true;
    } catch (failure) {
      toast.error(errorMessage(failure, PROMO_MESSAGES.applyFailed));
      return false;
    } finally {
      setApplying(false);
    }
  };

  const removePromo = () => {
    setAppliedCode(null);
    toast.info(PROMO_MESSAGES.removed);
  };

  // While a new quote loads, the previous figures stay (dimmed); a failed quote shows none.
  const quote = currentData ?? (isFetching ? data : undefined);
  const quoteFailed = isError && !isFetching;

  return {
    ...query,
    request,
    body,
    quote,
    quoteFailed,
    appliedCode,
    applying,
    applyPromo,
    removePromo,
  };
}
