import { type DynamicModule, Global, Module, type Provider } from '@nestjs/common';
import { Clock, SystemClock } from './clock.js';
import { FAULT_POINTS, type FaultPoints } from './fault-points.js';
import { DurableSteps } from './durable-steps.js';
import { Lifecycle } from './lifecycle.js';
import { TypeOrmUnitOfWork } from './database/typeorm-unit-of-work.js';
import { UnitOfWork } from './unit-of-work.js';

/**
 * The shared kernel's injectables (the Clock, the instance's Lifecycle, the unit of work, durable steps), available to every module. Tests may pass a pinned
 * clock, and fault hooks (never bound in production).
 */
@Global()
@Module({})
export class SharedModule {
  static forRoot(clock?: Clock, faults?: FaultPoints): DynamicModule {
    const providers: Provider[] = [
      clock ? { provide: Clock, useValue: clock } : { provide: Clock, useClass: SystemClock },
      Lifecycle,
      TypeOrmUnitOfWork,
      { provide: UnitOfWork, useExisting: TypeOrmUnitOfWork },
      DurableSteps,
    ];
    if (faults) providers.push({ provide: FAULT_POINTS, useValue: faults });
    return {
      module: SharedModule,
      providers,
      exports: [Clock, Lifecycle, TypeOrmUnitOfWork, UnitOfWork, DurableSteps, ...(faults ? [FAULT_POINTS] : [])],
    };
  }
}
