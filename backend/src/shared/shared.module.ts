import { type DynamicModule, Global, Module } from '@nestjs/common';
import { Clock, SystemClock } from './clock.js';

/** The shared kernel's injectables (the Clock), available to every module. Tests may pass a pinned clock. */
@Global()
@Module({})
export class SharedModule {
  static forRoot(clock?: Clock): DynamicModule {
    return {
      module: SharedModule,
      providers: [clock ? { provide: Clock, useValue: clock } : { provide: Clock, useClass: SystemClock }],
      exports: [Clock],
    };
  }
}
