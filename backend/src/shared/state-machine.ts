/**
 * The one small state-machine mechanism orders and subscriptions run on: a typed table of allowed
 * transitions, and what a transition causes declared as handlers registered for its target states
 * (run after the aggregate moved, in the same transaction). Each domain keeps its own table beside its
 * labels (`order-status.ts`, `subscription-status.ts`); its aggregate asks the machine before moving,
 * its use cases run the registered handlers instead of if-chains. See docs/architecture.md
 * ("How to add what a transition does").
 */

export type TransitionTable<S extends string> = { readonly [K in S]: readonly S[] };

export class StateMachine<S extends string> {
  constructor(readonly table: TransitionTable<S>) {}

  /** The states `from` may move to, in the table's order. */
  next(from: S): readonly S[] {
    return this.table[from];
  }

  can(from: S, to: S): boolean {
    return this.table[from].includes(to);
  }

  /** A state with no exit. */
  isFinal(state: S): boolean {
    return this.table[state].length === 0;
  }

  /** Every allowed transition, as [from, to] pairs (for tests and documents). */
  transitions(): [S, S][] {
    return (Object.keys(this.table) as S[]).flatMap((from) => this.table[from].map((to): [S, S] => [from, to]));
  }
}

/** One transition of a subject (an order, a subscription): where it was, where it goes. */
export interface Transition<S extends string, T> {
  from: S;
  to: S;
  subject: T;
}

/**
 * What a transition causes, declared once: the target states it runs for, what it does (`run`, with
 * the caller's context: the transaction that moved the aggregate) and what it will cause, told before
 * anyone confirms (`effect`; null when it causes nothing this time).
 */
export interface TransitionHandler<S extends string, T extends V, C, E extends string, V = T> {
  readonly name: string;
  readonly on: readonly S[];
  /** Told from what is known before the move (`V`: the subject, or a read model of it). */
  effect(transition: Transition<S, V>): E | null;
  run(transition: Transition<S, T>, context: C): Promise<void>;
}

/** The handlers of one machine, run in their registration order. */
export class TransitionHandlers<S extends string, T extends V, C, E extends string, V = T> {
  constructor(private readonly handlers: readonly TransitionHandler<S, T, C, E, V>[]) {}

  /** Runs every handler registered for the transition's target, one after the other. */
  async after(transition: Transition<S, T>, context: C): Promise<void> {
    for (const handler of this.handlers) {
      if (handler.on.includes(transition.to)) await handler.run(transition, context);
    }
  }

  /** What the transition will cause, in the handlers' order, without duplicates. */
  effects(transition: Transition<S, V>): E[] {
    const found = this.handlers
      .filter((handler) => handler.on.includes(transition.to))
      .map((handler) => handler.effect(transition))
      .filter((effect): effect is E => effect !== null);
    return [...new Set(found)];
  }
}
