import { StateMachine, type TransitionHandler, TransitionHandlers } from './state-machine.js';

type Light = 'rouge' | 'vert' | 'orange' | 'eteint';
const machine = new StateMachine<Light>({
  rouge: ['vert', 'eteint'],
  vert: ['orange', 'eteint'],
  orange: ['rouge', 'eteint'],
  eteint: [],
});

describe('StateMachine', () => {
  it('allows exactly the transitions of its table', () => {
    expect(machine.can('rouge', 'vert')).toBe(true);
    expect(machine.can('vert', 'rouge')).toBe(false);
    expect(machine.can('eteint', 'rouge')).toBe(false);
    expect(machine.next('orange')).toEqual(['rouge', 'eteint']);
    expect(machine.transitions()).toHaveLength(6);
  });

  it('knows its final states', () => {
    expect(machine.isFinal('eteint')).toBe(true);
    expect(machine.isFinal('rouge')).toBe(false);
  });
});

describe('TransitionHandlers', () => {
  type Counter = { n: number };
  const ran: string[] = [];
  const handler = (
    name: string,
    on: Light[],
    effect: 'bip' | 'flash' | null,
  ): TransitionHandler<Light, Counter, string, 'bip' | 'flash'> => ({
    name,
    on,
    effect: () => effect,
    run: async ({ from, to, subject }, context) => {
      ran.push(`${name}:${from}→${to}:${subject.n}:${context}`);
    },
  });
  const handlers = new TransitionHandlers([
    handler('sonnerie', ['vert'], 'bip'),
    handler('gyrophare', ['vert', 'eteint'], 'flash'),
    handler('silencieux', ['vert'], null),
    handler('second bip', ['vert'], 'bip'),
  ]);

  it('runs the handlers registered for the target, in their order, with the caller context', async () => {
    ran.length = 0;
    await handlers.after({ from: 'rouge', to: 'vert', subject: { n: 1 } }, 'tx');
    expect(ran).toEqual([
      'sonnerie:rouge→vert:1:tx',
      'gyrophare:rouge→vert:1:tx',
      'silencieux:rouge→vert:1:tx',
      'second bip:rouge→vert:1:tx',
    ]);
    ran.length = 0;
    await handlers.after({ from: 'orange', to: 'rouge', subject: { n: 2 } }, 'tx');
    expect(ran).toEqual([]);
  });

  it('tells what a transition will cause, once each, without running anything', () => {
    ran.length = 0;
    expect(handlers.effects({ from: 'rouge', to: 'vert', subject: { n: 1 } })).toEqual(['bip', 'flash']);
    expect(handlers.effects({ from: 'vert', to: 'eteint', subject: { n: 1 } })).toEqual(['flash']);
    expect(handlers.effects({ from: 'vert', to: 'orange', subject: { n: 1 } })).toEqual([]);
    expect(ran).toEqual([]);
  });
});
