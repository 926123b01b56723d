/** A binary heap: `before(a, b)` is true when a must come out first. Built in O(n) from the initial items. */
export class Heap<T> {
  private readonly items: T[];
  private readonly before: (a: T, b: T) => boolean;

  constructor(items: T[], before: (a: T, b: T) => boolean) {
    this.items = items;
    this.before = before;
    for (let k = (items.length >>> 1) - 1; k >= 0; k -= 1) {
      this.down(k);
    }
  }

  get size(): number {
    return this.items.length;
  }

  peek(): T | undefined {
    return this.items[0];
  }

  push(item: T): void {
    const items = this.items;
    let k = items.length;
    items.push(item);
    while (k > 0) {
      const parent = (k - 1) >>> 1;
      if (!this.before(item, items[parent] as T)) {
        break;
      }
      items[k] = items[parent] as T;
      k = parent;
    }
    items[k] = item;
  }

  pop(): T | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last !== undefined) {
      items[0] = last;
      this.down(0);
    }
    return top;
  }

  private down(from: number): void {
    const items = this.items;
    const item = items[from] as T;
    let k = from;
    for (;;) {
      let child = 2 * k + 1;
      if (child >= items.length) {
        break;
      }
      if (child + 1 < items.length && this.before(items[child + 1] as T, items[child] as T)) {
        child += 1;
      }
      if (!this.before(items[child] as T, item)) {
        break;
      }
      items[k] = items[child] as T;
      k = child;
    }
    items[k] = item;
  }
}

/**
 * A binary heap of integer ids by a number key, smallest first (negate the keys for largest first): the branch and
 * bound's queues, without a comparator call or an object per entry.
 */
export class KeyHeap {
  private readonly ids: number[] = [];
  private readonly keys: number[] = [];

  get size(): number {
    return this.ids.length;
  }

  /** The smallest key, +∞ when empty. */
  peekKey(): number {
    return this.keys.length > 0 ? (this.keys[0] as number) : Number.POSITIVE_INFINITY;
  }

  /** The id with the smallest key; only when not empty. */
  peekId(): number {
    return this.ids[0] as number;
  }

  push(id: number, key: number): void {
    const ids = this.ids;
    const keys = this.keys;
    let k = ids.length;
    ids.push(id);
    keys.push(key);
    while (k > 0) {
      const parent = (k - 1) >>> 1;
      if (!(key < (keys[parent] as number))) {
        break;
      }
      ids[k] = ids[parent] as number;
      keys[k] = keys[parent] as number;
      k = parent;
    }
    ids[k] = id;
    keys[k] = key;
  }

  /** Removes and returns the id with the smallest key; only when not empty. */
  pop(): number {
    const ids = this.ids;
    const keys = this.keys;
    const top = ids[0] as number;
    const id = ids.pop() as number;
    const key = keys.pop() as number;
    const n = ids.length;
    if (n === 0) {
      return top;
    }
    let k = 0;
    for (;;) {
      let child = 2 * k + 1;
      if (child >= n) {
        break;
      }
      if (child + 1 < n && (keys[child + 1] as number) < (keys[child] as number)) {
        child += 1;
      }
      if (!((keys[child] as number) < key)) {
        break;
      }
      ids[k] = ids[child] as number;
      keys[k] = keys[child] as number;
      k = child;
    }
    ids[k] = id;
    keys[k] = key;
    return top;
  }
}
