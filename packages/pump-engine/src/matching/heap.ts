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
