import { useCallback, useLayoutEffect, useRef } from 'react';
import {
  useNavigate as useRouterNavigate,
  type NavigateFunction,
  type NavigateOptions,
  type To,
} from 'react-router';

/**
 * react-router's navigate, as one stable function for the component's lifetime. Outside a data
 * router, react-router gives a new function after every navigation, which would rerun every effect
 * that lists it (watchers, redirects): the shop's code takes navigate from here.
 */
export function useNavigate(): NavigateFunction {
  const navigate = useRouterNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  const stable = useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? latest.current(to) : latest.current(to, options),
    [],
  );
  return stable as NavigateFunction;
}
