/**
 * Named points between the steps of a multi-step write (checkout, outbox dispatch…), where the
 * fault-injection tests cut the work: a crash, a lost database. Only the tests provide an
 * implementation (createTestApp's `faults` option); in production nothing is bound to FAULT_POINTS
 * and the services' optional `faults` is undefined, so no hook exists there.
 */
export const FAULT_POINTS = Symbol('FAULT_POINTS');

export type FaultPoint =
  | 'checkout:order-committed'
  | 'checkout:payment-created'
  | 'checkout:payment-attached'
  | 'outbox:sending'
  | 'outbox:sent'
  | 'expiry:claimed'
  | 'expiry:asking-mollie'
  | 'expiry:asked-mollie'
  | 'renewal:cycle-committed'
  | 'renewal:payment-created'
  | 'renewal:payment-attached'
  | 'gift:announced'
  | 'gift:box-committed';

export interface FaultPoints {
  /** Called when the work reaches `point`; a test hook may throw (a crash) or cut the database. */
  reach(point: FaultPoint, detail?: Record<string, unknown>): Promise<void>;
}
