import { randomUUID } from 'node:crypto';
import type { PartStructure } from '@specsource/contracts';
import { benchDuties } from '../../bench/bench-support.ts';
import type { Orderable, SignedInSession } from '../marketplace-fixtures.ts';
import { orderBodyOf, requestBodyOf } from '../write-bodies.ts';

// Concurrent customers writing over real HTTP — request creates and order creates, each with its own
// Idempotency-Key — recording every attempt: what was sent, and what (if anything) came back. The fault
// tests cut the server or its database off in the middle, then hold the database to these records.

const ATTEMPT_TIMEOUT_MS = 15_000;
// After a failure (no answer, or not a 201) a worker backs off as a client would — 50 ms, doubling to 1 s —
// so an outage costs a bounded number of attempts instead of a spin.
const BACKOFF_FIRST_MS = 50;
const BACKOFF_MAX_MS = 1_000;

export type WriteKind = 'request' | 'order';

export interface WriteAttempt {
  kind: WriteKind;
  key: string;
  customerIndex: number;
  body: string;
  /** The orderable request this order is for; null for request creates. */
  requestId: number | null;
  /** null: no answer (the connection failed or was cut). */
  status: number | null;
  answer: unknown;
  error: string | null;
  isSettled: boolean;
}

export interface WriteLoad {
  attempts: WriteAttempt[];
  /** Attempts the server answered 201 (acknowledged writes). */
  acked(kind?: WriteKind): WriteAttempt[];
  /** Attempts sent and not answered yet. */
  inFlight(): number;
  /** Resolves once `predicate` holds (checked every 20 ms); rejects after `timeoutMs`. */
  until(predicate: () => boolean, timeoutMs: number, what: string): Promise<void>;
  /** Stops starting attempts and waits for the ones in flight. */
  stop(): Promise<void>;
}

/** Sends one write exactly as the web app does: the session cookie, the CSRF header, the key. */
export async function sendWrite(
  baseUrl: string,
  session: SignedInSession,
  attempt: Pick<WriteAttempt, 'kind' | 'key' | 'body'>,
): Promise<{ status: number; answer: unknown }> {
  const response = await fetch(`${baseUrl}${attempt.kind === 'order' ? '/api/order/' : '/api/request/'}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: session.cookie,
      'x-csrftoken': session.csrf,
      'idempotency-key': attempt.key,
    },
    body: attempt.body,
    signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
  });
  const text = await response.text();
  let answer: unknown = text;
  try {
    answer = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's page): kept as text for the failure message.
  }
  return { status: response.status, answer };
}

export function startWriteLoad(options: {
  baseUrl: string;
  sessions: SignedInSession[];
  pumpPart: PartStructure;
  /** Taken from the front, one per order attempt. */
  orderables: Orderable[];
  workers: number;
}): WriteLoad {
  const attempts: WriteAttempt[] = [];
  const duties = benchDuties(50, 11);
  let isStopping = false;
  let count = 0;

  function nextAttempt(): WriteAttempt {
    count += 1;
    const orderable = count % 2 === 0 ? options.orderables.shift() : undefined;
    if (orderable) {
      return {
        kind: 'order',
        key: `order-${randomUUID()}`,
        customerIndex: orderable.customerIndex,
        body: orderBodyOf(orderable),
        requestId: orderable.requestId,
        status: null,
        answer: null,
        error: null,
        isSettled: false,
      };
    }
    const duty = duties[count % duties.length];
    if (!duty) {
      throw new Error('no duty');
    }
    return {
      kind: 'request',
      key: `request-${randomUUID()}`,
      customerIndex: count % options.sessions.length,
      body: requestBodyOf(options.pumpPart, duty, count),
      requestId: null,
      status: null,
      answer: null,
      error: null,
      isSettled: false,
    };
  }

  async function worker(): Promise<void> {
    let failures = 0;
    while (!isStopping) {
      const attempt = nextAttempt();
      attempts.push(attempt);
      const session = options.sessions[attempt.customerIndex];
      if (!session) {
        throw new Error(`no session for customer ${attempt.customerIndex}`);
      }
      try {
        const { status, answer } = await sendWrite(options.baseUrl, session, attempt);
        attempt.status = status;
        attempt.answer = answer;
      } catch (error) {
        attempt.error =
          error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
      } finally {
        attempt.isSettled = true;
      }
      failures = attempt.status === 201 ? 0 : failures + 1;
      if (failures > 0) {
        const pauseMs = Math.min(BACKOFF_FIRST_MS * 2 ** (failures - 1), BACKOFF_MAX_MS);
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    }
  }

  const running = Promise.all(Array.from({ length: options.workers }, worker));
  return {
    attempts,
    acked: (kind) => attempts.filter((attempt) => attempt.status === 201 && (!kind || attempt.kind === kind)),
    inFlight: () => attempts.filter((attempt) => !attempt.isSettled).length,
    async until(predicate, timeoutMs, what) {
      const deadline = performance.now() + timeoutMs;
      while (!predicate()) {
        if (performance.now() > deadline) {
          throw new Error(`${what}: not reached within ${timeoutMs / 1000} s`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      isStopping = true;
      await running;
    },
  };
}
