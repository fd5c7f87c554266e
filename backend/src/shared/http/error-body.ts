import type { FieldErrors } from '../domain-error.js';

/** The only error shape of the API. `message` is French and fit to show the user. */
export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  errors?: FieldErrors;
}

export const ROUTE_NOT_FOUND: ErrorBody = Object.freeze({
  statusCode: 404,
  code: 'NOT_FOUND',
  message: 'Ressource introuvable',
});
