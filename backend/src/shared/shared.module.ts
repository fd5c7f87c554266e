import { Global, Module } from '@nestjs/common';
import { Clock, SystemClock } from './clock.js';

/** The shared kernel's injectables (the Clock), available to every module. */
@Global()
@Module({
  providers: [{ provide: Clock, useClass: SystemClock }],
  exports: [Clock],
})
export class SharedModule {}
