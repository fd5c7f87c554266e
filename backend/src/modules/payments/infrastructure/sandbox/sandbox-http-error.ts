/** An error answer of the sandbox's Mollie API (Mollie's `{status, title, detail, field?}` shape). */
export class MollieHttpError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    detail: string,
    readonly field?: string,
  ) {
    super(detail);
  }
}

export const unprocessable = (detail: string, field?: string) =>
  new MollieHttpError(422, 'Unprocessable Entity', detail, field);

export const notFound = (detail = 'The requested resource does not exist.') =>
  new MollieHttpError(404, 'Not Found', detail);
