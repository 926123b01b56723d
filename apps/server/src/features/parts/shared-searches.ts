/**
 * Shares one database query among concurrent identical title searches, for the home page's typeahead: the
 * hottest read there is (many visitors typing the same first letters). A search that arrives while the same
 * search is running waits for that answer instead of queueing another query; nothing is kept once it is
 * answered, so no answer is older than a query that was running when the request came in. A write that
 * succeeded on this instance clears the running set, so no later search joins a query that began before it.
 */
export interface SharedSearches<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createSharedSearches<T>(): SharedSearches<T> {
  const running = new Map<string, Promise<T>>();
  return {
    get(key, load) {
      const joined = running.get(key);
      if (joined) {
        return joined;
      }
      const value = load();
      running.set(key, value);
      const settle = () => {
        if (running.get(key) === value) {
          running.delete(key);
        }
      };
      // Both ways: a failed search is not shared with later callers either (each caller still gets its error).
      value.then(settle, settle);
      return value;
    },
    clear() {
      running.clear();
    },
  };
}
