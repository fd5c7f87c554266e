// One half of the import circle that src/test/boundaries.test.ts plants: the test lints a copy of this
// file that also imports ./second, which imports this file. As it is, there is no circle.
export const first = 'first';
