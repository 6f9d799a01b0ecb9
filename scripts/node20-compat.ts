/**
 * Vitest 5 reports failures with Map.groupBy, which Node 20 (this project's runtime) lacks before 21.
 * Loaded by every vitest config, so a failing test prints its diff instead of crashing the reporter.
 */
type GroupBy = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => Map<K, T[]>;

if (typeof (Map as unknown as { groupBy?: GroupBy }).groupBy !== 'function') {
  const groupBy: GroupBy = (items, key) => {
    const groups = new Map();
    let index = 0;
    for (const item of items) {
      const k = key(item, index++);
      const group = groups.get(k);
      if (group) group.push(item);
      else groups.set(k, [item]);
    }
    return groups;
  };
  Object.defineProperty(Map, 'groupBy', { value: groupBy, configurable: true, writable: true });
}
