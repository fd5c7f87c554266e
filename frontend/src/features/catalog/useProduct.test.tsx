import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { addItem } from '../cart/cartSlice';
import { makeProduct, stubFetch } from '../../test/utils';
import { useProduct } from './useProduct';

describe('useProduct', () => {
  it('renders again for its own product only, not for every change of the store', async () => {
    stubFetch(() => ({ body: makeProduct({ id: 1, name: 'Box Essentielle' }) }));
    const store = makeStore();
    let renders = 0;
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useProduct(1);
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.data?.name).toBe('Box Essentielle'));
    const settled = renders;
    // Changes of the store that are not this product's: the cart, here (hydration dispatches dozens).
    act(() => {
      for (let id = 2; id < 7; id += 1) store.dispatch(addItem(makeProduct({ id })));
    });
    expect(store.getState().cart.items).toHaveLength(5);
    expect(renders).toBe(settled);
  });
});
