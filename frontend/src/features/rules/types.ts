import type { components } from '../../../generated/api-schema';

type Schemas = components['schemas'];

/** GET /api/rules, generated from the backend's OpenAPI document (RulesResponse and its parts). */
export type Frequency = Schemas['Frequency'];
export type OrderStatus = Schemas['OrderStatus'];
export type TrackingRule = Schemas['TrackingRule'];
export type RulesResponse = Schemas['RulesResponse'];
