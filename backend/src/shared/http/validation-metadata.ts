import { getMetadataStorage } from 'class-validator';

type Lookup = ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas'];

let memoized = false;

/**
 * class-validator looks up a class's rules on every validation, scanning every decorated class of the
 * app for its ancestors (typestack/class-validator#2686): with the shop's hundred-odd DTOs this was the
 * largest single cost of a cart quote (docs/performance.md, "A limited edition's launch"). A class's
 * rules, its inherited ones included, are all registered when its module loads, before anything can be
 * validated against it, and never change after: the answer is kept per class and per options.
 * Installed once, by the global validation pipe.
 */
export function memoizeValidationMetadata(): void {
  if (memoized) return;
  memoized = true;
  const storage = getMetadataStorage();
  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  const byClass = new WeakMap<object, Map<string, ReturnType<Lookup>>>();
  storage.getTargetValidationMetadatas = (targetConstructor, targetSchema, always, strictGroups, groups) => {
    if (typeof targetConstructor !== 'function') {
      return lookup(targetConstructor, targetSchema, always, strictGroups, groups);
    }
    const key =
      groups === undefined || groups.length === 0
        ? `${always ? 1 : 0}${strictGroups ? 1 : 0}${targetSchema ?? ''}`
        : `${always ? 1 : 0}${strictGroups ? 1 : 0}${targetSchema ?? ''}|${groups.join(',')}`;
    let known = byClass.get(targetConstructor);
    if (!known) byClass.set(targetConstructor, (known = new Map()));
    let metadatas = known.get(key);
    if (!metadatas) known.set(key, (metadatas = lookup(targetConstructor, targetSchema, always, strictGroups, groups)));
    return metadatas;
  };
}
