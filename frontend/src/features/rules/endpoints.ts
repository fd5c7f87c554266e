import { api } from '../../lib/api';
import type { RulesResponse } from './types';

/** The shop's rules change only with a deployment: fetched once, kept for the whole visit. */
export const rulesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRules: build.query<RulesResponse, void>({
      query: () => '/rules',
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
    }),
  }),
});

export const { useGetRulesQuery } = rulesApi;

/** The rules, once loaded (undefined before). */
export function useRules(): RulesResponse | undefined {
  return useGetRulesQuery().data;
}
