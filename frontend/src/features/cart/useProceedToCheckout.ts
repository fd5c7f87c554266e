import { useCallback, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch } from '../../lib/storeTypes';
import { useNavigate } from '../../lib/useNavigate';
import { toast } from '../../components/toast';
import { clearSession } from '../../lib/session';
import { STORAGE_KEYS, readStorage } from '../../lib/storage';
import { proceedToCheckout } from '../checkout';
import { profileApi } from '../profile';
import { GIFT_SUBSCRIPTION_RULE } from './giftOffer';
import { giftCartState } from './cartSlice';
import { selectCart, selectCartCount } from './selectors';

/** 'Procéder au paiement': runs the checks of docs/design/checkout.md; `pending` while the profile loads. */
export function useProceedToCheckout() {
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const itemCount = useSelector(selectCartCount);
  const { mixed } = giftCartState(useSelector(selectCart).items);
  const [pending, setPending] = useState(false);
  const running = useRef(false);

  const proceed = useCallback(async () => {
    if (running.current) return;
    // A gift subscription is paid alone (docs/design/gifting.md): the server would refuse the cart.
    if (mixed) {
      toast.error(GIFT_SUBSCRIPTION_RULE.aloneInCartMessage, { id: 'cart-gift-alone' });
      navigate('/cart');
      return;
    }
    running.current = true;
    setPending(true);
    try {
      await proceedToCheckout({
        itemCount,
        token: readStorage(STORAGE_KEYS.token),
        loadProfile: () =>
          dispatch(
            profileApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true, subscribe: false }),
          ).unwrap(),
        notify: { error: toast.error, warning: toast.warning, info: toast.info },
        navigate: (to, options) => navigate(to, options),
        clearSession,
      });
    } finally {
      running.current = false;
      setPending(false);
    }
  }, [dispatch, itemCount, mixed, navigate]);

  return { proceed, pending };
}
