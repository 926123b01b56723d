// Keeps one event-loop turn from running for seconds when the embedded database is busy (ADR 0007).
//
// PGlite runs each query synchronously in WebAssembly and settles its promise as a microtask, so a request's whole
// chain of queries — and every other request's that is ready — runs inside one turn without giving the event loop
// back. At 500 busy connections of writes a turn lasted 2–2.5 s: nothing was accepted or read meanwhile, and new
// connections timed out in the accept queue. Before a query, once the current slice of work has run for
// `budgetMs`, the caller waits for a setImmediate: the loop polls (accepts, reads, timers) and the work goes on in
// the next turn. A query in a slice still under budget runs at once, as before.

export class TurnSlicer {
  readonly #budgetMs: number;
  /** When the current slice's first query ran; undefined until one runs after the last slice ended. */
  #sliceStartedAt: number | undefined;

  constructor(budgetMs: number) {
    this.#budgetMs = budgetMs;
  }

  /**
   * undefined: go on in this turn. A promise: this slice has had its budget; await it, and the caller resumes in a
   * later turn, after the event loop has polled for I/O.
   */
  yieldWhenSpent(): Promise<void> | undefined {
    const now = performance.now();
    if (this.#sliceStartedAt === undefined) {
      this.#sliceStartedAt = now;
      // A slice ends where the loop reaches its check phase: queued before any waiter, this runs before them, so
      // the waiters resume in a fresh slice (and one that overruns it waits for the turn after).
      setImmediate(() => {
        this.#sliceStartedAt = undefined;
      });
      return undefined;
    }
    if (now - this.#sliceStartedAt < this.#budgetMs) {
      return undefined;
    }
    return new Promise((resolve) => setImmediate(resolve));
  }
}
