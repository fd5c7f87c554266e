import { type DynamicModule, Global, Module, type Provider } from '@nestjs/common';
import { Clock, SystemClock } from './clock.js';
import { FAULT_POINTS, type FaultPoints } from './fault-points.js';
import { Lifecycle } from './lifecycle.js';

/**
 * The shared kernel's injectables (the Clock, the instance's Lifecycle), available to every module. Tests may pass a pinned
 * clock, and fault hooks (never bound in production).
 */
@Global()
@Module({})
export class SharedModule {
  static forRoot(clock?: Clock, faults?: FaultPoints): DynamicModule {
    const providers: Provider[] = [
      clock ? { provide: Clock, useValue: clock } : { provide: Clock, useClass: SystemClock },
      Lifecycle,
    ];
    if (faults) providers.push({ provide: FAULT_POINTS, useValue: faults });
    return {
      module: SharedModule,
      providers,
      exports: faults ? [Clock, Lifecycle, FAULT_POINTS] : [Clock, Lifecycle],
    };
  }
}
