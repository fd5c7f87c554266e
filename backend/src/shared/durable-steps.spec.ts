import { FixedClock } from './clock.js';
import { type DeclaredStep, DurableSteps } from './durable-steps.js';
import type { FaultPoint, FaultPoints } from './fault-points.js';
import { UnitOfWork } from './unit-of-work.js';

/** A unit of work that writes down when it opens and commits. */
class RecordingUnitOfWork extends UnitOfWork {
  constructor(private readonly log: string[]) {
    super();
  }
  async transaction<T>(work: () => Promise<T>): Promise<T> {
    this.log.push('début');
    const result = await work();
    this.log.push('validé');
    return result;
  }
  alone<T>(_lock: number, work: () => Promise<T>): Promise<T> {
    return this.transaction(work);
  }
  beforeCommit(work: () => Promise<void>): Promise<void> {
    return work();
  }
  outside<T>(work: () => T): T {
    return work();
  }
}

describe('DurableSteps: a flow declared as named steps with their compensation', () => {
  function setup() {
    const log: string[] = [];
    const faults: FaultPoints = {
      reach: async (point: FaultPoint) => void log.push(`point ${point}`),
    };
    const steps = new DurableSteps(
      new RecordingUnitOfWork(log),
      new FixedClock(new Date('2026-01-01T00:00:00Z')),
      faults,
    );
    const step = (
      name: string,
      kind: 'commit' | 'outside',
      run: () => Promise<void>,
      compensate?: (error: unknown) => Promise<void>,
    ): DeclaredStep<string[]> => ({
      name,
      kind,
      reached: kind === 'commit' ? 'checkout:payment-attached' : 'checkout:payment-created',
      run: async () => {
        log.push(name);
        await run();
      },
      ...(compensate ? { compensate: (_flow, error) => compensate(error) } : {}),
    });
    return { log, steps, step };
  }

  it('runs each step in order, a commit in its own unit of work, an outside step outside any, each point after it', async () => {
    const { log, steps, step } = setup();
    const ok = async () => undefined;
    expect(await steps.run([step('créer', 'outside', ok), step('rattacher', 'commit', ok)], log)).toBeNull();
    expect(log).toEqual([
      'créer',
      'point checkout:payment-created',
      'début',
      'rattacher',
      'validé',
      'point checkout:payment-attached',
    ]);
  });

  it('a failing step runs its compensation; returning stops the flow at that step, later steps never run', async () => {
    const { log, steps, step } = setup();
    const stoppedAt = await steps.run(
      [
        step(
          'créer',
          'outside',
          async () => Promise.reject(new Error('refusé')),
          async (error) => {
            log.push(`compensé : ${(error as Error).message}`);
          },
        ),
        step('rattacher', 'commit', async () => undefined),
      ],
      log,
    );
    expect(stoppedAt).toBe('créer');
    expect(log).toEqual(['créer', 'compensé : refusé']);
  });

  it("a compensation that throws fails the flow with its error; without one, the step's error goes on", async () => {
    const { log, steps, step } = setup();
    const failing = step(
      'rattacher',
      'commit',
      async () => Promise.reject(new Error('base perdue')),
      async (error) => {
        log.push('bail rendu');
        throw error;
      },
    );
    await expect(steps.run([failing], log)).rejects.toThrow('base perdue');
    expect(log).toEqual(['début', 'rattacher', 'bail rendu']);
    const bare = step('créer', 'outside', async () => Promise.reject(new Error('injoignable')));
    await expect(steps.run([bare], [])).rejects.toThrow('injoignable');
  });
});
