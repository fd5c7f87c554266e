/**
 * Several property decorators as one, written top to bottom as they would be stacked on the property:
 * they are applied bottom first, like a stack, so the validators run (and report) in the same order.
 */
export function stacked(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const decorator of [...decorators].reverse()) decorator(target, key);
  };
}
