/** The shop's rules as the server serves them (GET /api/rules): frequencies, statuses, shipping, tracking. */
export { rulesApi, useGetRulesQuery, useRules } from './endpoints';
export { frequencyLabel, historyNote } from './rules';
export { FrequencySelect } from './FrequencySelect';
export type { Frequency, OrderStatus, RulesResponse, TrackingRule } from './types';
