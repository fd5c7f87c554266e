/** A suite's shared fixture: started once before its tests, stopped once after them. */
export interface SuiteFixture {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the fixture before the suite's tests (beforeAll) and stops it after them (afterAll); gives it back. */
export function useSuiteFixture<T extends SuiteFixture>(fixture: T): T {
  beforeAll(() => fixture.start(), 60_000);
  afterAll(() => fixture.stop());
  return fixture;
}
