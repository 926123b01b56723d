import {
  type messages,
  PGlite,
  type PGliteOptions,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
  types,
} from '@electric-sql/pglite';

import { TurnSlicer } from './turn-slicer.ts';

type BackendMessage = messages.BackendMessage;
type DatabaseError = InstanceType<typeof messages.DatabaseError>;
type DataRowMessage = InstanceType<typeof messages.DataRowMessage>;
type RowDescriptionMessage = InstanceType<typeof messages.RowDescriptionMessage>;
type ParameterDescriptionMessage = InstanceType<typeof messages.ParameterDescriptionMessage>;
type CommandCompleteMessage = InstanceType<typeof messages.CommandCompleteMessage>;
type Parsers = Record<number | string, types.Parser>;

/** A statement parsed once on the backend and kept under a name, with what describing it told us. */
interface PreparedStatement {
  name: string;
  /** The parameter types the backend inferred, for serializing values as PGlite does. */
  paramTypes: number[];
  /** The result columns (empty for a statement without rows); text format, as PGlite's own query uses. */
  fields: { name: string; dataTypeID: number }[];
}

// PostgreSQL error codes on which a cached statement is prepared again and the query run once more: a schema
// change under a `select *`-like statement, and a statement dropped by DEALLOCATE/DISCARD.
const CACHED_PLAN_CHANGED = '0A000';
const STATEMENT_GONE = '26000';
const DEFAULT_MAX_STATEMENTS = 500;
// From the load suite (ADR 0007): with 20 ms, 500 connections of writes kept the event loop's longest delay near
// 100–370 ms instead of 2 s, and throughput rose (fewer, shorter turns) rather than fell.
const DEFAULT_TURN_SLICE_MS = 20;

const SYNC = protocol.serialize.sync();
// Execute the unnamed portal, every row; then Sync.
const EXECUTE_SYNC = concat([protocol.serialize.execute({}), SYNC]);
// Command tags whose count is of rows written (PGlite's affectedRows); SELECT's is of rows returned.
const WRITE_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);
const TEXT_FORMAT = 0;
const BINARY_FORMAT = 1;

/**
 * Bind (unnamed portal, `statement`, the values; text results), Execute and Sync as one message (PostgreSQL
 * protocol §55.7). pg-protocol's own writer counts UTF-8 bytes in a JavaScript loop and grows its buffer as it
 * goes, about 90 µs for a 19 kB search result; Buffer's native UTF-8 does the same in a few.
 */
export function bindExecuteSync(
  statement: string,
  values: readonly (string | Uint8Array | null)[],
): Uint8Array {
  const name = Buffer.from(statement, 'utf8');
  // Length, portal and statement names, the parameter formats, the parameter count, the result formats.
  let length = 4 + 1 + name.length + 1 + 2 + 2 * values.length + 2 + 2;
  const sizes = values.map((value) => {
    const size =
      value === null ? 0 : typeof value === 'string' ? Buffer.byteLength(value, 'utf8') : value.length;
    length += 4 + size;
    return size;
  });
  const message = Buffer.allocUnsafe(1 + length + EXECUTE_SYNC.length);
  let offset = message.writeUInt8(0x42, 0); // 'B'
  offset = message.writeInt32BE(length, offset);
  offset = message.writeUInt8(0, offset); // the unnamed portal
  offset += name.copy(message, offset);
  offset = message.writeUInt8(0, offset);
  offset = message.writeInt16BE(values.length, offset);
  for (const value of values) {
    offset = message.writeInt16BE(value instanceof Uint8Array ? BINARY_FORMAT : TEXT_FORMAT, offset);
  }
  offset = message.writeInt16BE(values.length, offset);
  values.forEach((value, index) => {
    if (value === null) {
      offset = message.writeInt32BE(-1, offset);
      return;
    }
    offset = message.writeInt32BE(sizes[index] ?? 0, offset);
    if (typeof value === 'string') {
      offset += message.write(value, offset, 'utf8');
    } else {
      message.set(value, offset);
      offset += value.length;
    }
  });
  offset = message.writeInt16BE(0, offset); // no result format codes: every column as text
  message.set(EXECUTE_SYNC, offset);
  return message;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

function isDatabaseError(error: unknown): error is DatabaseError {
  return error instanceof protocol.messages.DatabaseError;
}

/** What PGlite's own query attaches to a database error, so callers see the same error either way. */
function withQuery(error: DatabaseError, query: string, params: unknown[], options?: QueryOptions) {
  return Object.assign(error, { query, params, queryOptions: options });
}

/**
 * PGlite whose `query` keeps every statement prepared under a name (an LRU of `maxStatements`), the way
 * node-postgres and pgx clients cache statements. PGlite's own `query` makes six calls into the WASM backend
 * (Parse, Describe, Bind, Describe, Execute, Sync) and parses and plans the SQL text every time; here a
 * statement is parsed and described once, and each later query is one call: Bind, Execute, Sync. A session
 * lookup drops from about 320 µs to about 60 µs, and embedded mode is one backend that every request shares.
 *
 * Transactions get the same `query` (inside PGlite's transaction lock, as its own `tx.query` runs). Queries
 * that need what only PGlite's path does (a COPY blob, declared parameter types) go through it unchanged.
 *
 * It subclasses PGlite and calls its underscored internals (`_checkReady`, `_runExclusiveQuery`) beside its
 * `execProtocol`: apps/server/package.json pins PGlite to one exact version, so an upgrade is a deliberate
 * change that runs statement-caching-pglite.test.ts, never a patch release taken by `npm install`.
 */
export class StatementCachingPGlite extends PGlite {
  readonly #statements = new Map<string, PreparedStatement>();
  readonly #maxStatements: number;
  readonly #turnSlicer: TurnSlicer | undefined;
  #statementCount = 0;

  /**
   * `turnSliceMs`: the work one event-loop turn may do before a query waits for the next turn (turn-slicer.ts);
   * 0 never waits.
   */
  constructor(options: PGliteOptions & { maxStatements?: number; turnSliceMs?: number } = {}) {
    const { maxStatements, turnSliceMs, ...pgliteOptions } = options;
    super(pgliteOptions);
    this.#maxStatements = maxStatements ?? DEFAULT_MAX_STATEMENTS;
    const sliceMs = turnSliceMs ?? DEFAULT_TURN_SLICE_MS;
    this.#turnSlicer = sliceMs > 0 ? new TurnSlicer(sliceMs) : undefined;
  }

  /** The statements prepared now, by SQL text (for tests and diagnostics). */
  get preparedStatementCount(): number {
    return this.#statements.size;
  }

  override async query<T>(
    query: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    if (!StatementCachingPGlite.#cacheable(options)) {
      return super.query<T>(query, params, options);
    }
    await this._checkReady();
    await this.#turnSlicer?.yieldWhenSpent();
    // The transaction lock, as PGlite's query takes it: a query never runs inside someone else's transaction.
    return this._runExclusiveTransaction(() => this.#exclusiveQuery<T>(query, params, options, true));
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => callback(this.#cachingTransaction(tx)));
  }

  static #cacheable(options: QueryOptions | undefined): boolean {
    return options?.blob === undefined && options?.paramTypes === undefined;
  }

  #cachingTransaction(tx: Transaction): Transaction {
    const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
      if (tx.closed) {
        throw new Error('Transaction is closed');
      }
      if (!StatementCachingPGlite.#cacheable(options)) {
        return tx.query<T>(text, params, options);
      }
      // Waiting here keeps the transaction lock, as any await inside a transaction does; other queries wait for it.
      await this.#turnSlicer?.yieldWhenSpent();
      // Inside the transaction lock already; a transaction writes to disk when it commits.
      return this.#exclusiveQuery<T>(text, params, options, false);
    };
    return {
      query,
      sql: (strings, ...params) => tx.sql(strings, ...params),
      exec: (text, options) => tx.exec(text, options),
      rollback: () => tx.rollback(),
      listen: (channel, callback) => tx.listen(channel, callback),
      get closed() {
        return tx.closed;
      },
    };
  }

  #exclusiveQuery<T>(
    query: string,
    params: unknown[],
    options: QueryOptions | undefined,
    syncToFs: boolean,
  ): Promise<Results<T>> {
    return this._runExclusiveQuery(async () => {
      let result: Results<T>;
      try {
        result = await this.#run<T>(query, params, options);
      } catch (error) {
        if (
          !isDatabaseError(error) ||
          (error.code !== CACHED_PLAN_CHANGED && error.code !== STATEMENT_GONE)
        ) {
          throw isDatabaseError(error) ? withQuery(error, query, params, options) : error;
        }
        await this.#forget(query);
        result = await this.#run<T>(query, params, options).catch((retryError: unknown) => {
          throw isDatabaseError(retryError) ? withQuery(retryError, query, params, options) : retryError;
        });
      }
      if (syncToFs) {
        await this.syncToFs();
      }
      return result;
    });
  }

  async #run<T>(query: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const statement = await this.#statementFor(query);
    const values = params.map((param, index) => this.#serialize(param, statement.paramTypes[index], options));
    const { messages } = await this.execProtocol(bindExecuteSync(statement.name, values), {
      syncToFs: false,
      ...(options?.onNotice ? { onNotice: options.onNotice } : {}),
    });
    return this.#results<T>(messages, statement, options);
  }

  async #statementFor(query: string): Promise<PreparedStatement> {
    const cached = this.#statements.get(query);
    if (cached) {
      // Most recently used last: the map's order is the eviction order.
      this.#statements.delete(query);
      this.#statements.set(query, cached);
      return cached;
    }
    if (this.#statements.size >= this.#maxStatements) {
      const [oldest] = this.#statements.keys();
      if (oldest !== undefined) {
        await this.#forget(oldest);
      }
    }
    this.#statementCount += 1;
    const name = `specsource_s${this.#statementCount}`;
    const { messages } = await this.execProtocol(
      concat([
        protocol.serialize.parse({ name, text: query }),
        protocol.serialize.describe({ type: 'S', name }),
        SYNC,
      ]),
      { syncToFs: false },
    );
    const statement: PreparedStatement = { name, paramTypes: [], fields: [] };
    for (const message of messages) {
      if (message.name === 'parameterDescription') {
        statement.paramTypes = (message as ParameterDescriptionMessage).dataTypeIDs;
      } else if (message.name === 'rowDescription') {
        statement.fields = (message as RowDescriptionMessage).fields.map((field) => ({
          name: field.name,
          dataTypeID: field.dataTypeID,
        }));
      }
    }
    this.#statements.set(query, statement);
    return statement;
  }

  async #forget(query: string): Promise<void> {
    const statement = this.#statements.get(query);
    if (!statement) {
      return;
    }
    this.#statements.delete(query);
    await this.execProtocol(concat([protocol.serialize.close({ type: 'S', name: statement.name }), SYNC]), {
      syncToFs: false,
    });
  }

  /** As PGlite's query serializes a parameter: by the type the backend inferred for it, else as text. */
  #serialize(
    param: unknown,
    type: number | undefined,
    options: QueryOptions | undefined,
  ): string | Uint8Array | null {
    if (param === null || param === undefined) {
      return null;
    }
    // Bytes travel in binary format, as node-postgres sends a Buffer: a bytea's bytes as they are, or an array in
    // PostgreSQL's binary form (array-parameters.ts), which the backend reads without parsing text.
    if (param instanceof Uint8Array) {
      return param;
    }
    const serializer =
      type === undefined ? undefined : (options?.serializers?.[type] ?? this.serializers[type]);
    return serializer ? serializer(param) : String(param);
  }

  /**
   * Each result column's parser, looked up as PGlite's parseType does: the query's overrides, then this
   * instance's (array types included), then PGlite's defaults. Looked up per column, not by merging the
   * tables: Drizzle sends a fresh overrides object with every query it has not prepared, and spreading the
   * instance's table (sparse, keyed by type oids) into it cost about 80 µs a query.
   */
  #columnParsers(fields: PreparedStatement['fields'], options: QueryOptions | undefined) {
    const overrides = options?.parsers as Parsers | undefined;
    return fields.map(
      ({ dataTypeID }) =>
        overrides?.[dataTypeID] ??
        (this.parsers as Parsers)[dataTypeID] ??
        (types.parsers as Parsers)[dataTypeID],
    );
  }

  /** The result as PGlite's own query builds it: rows (objects or arrays), fields, affected rows. */
  #results<T>(messages: BackendMessage[], statement: PreparedStatement, options?: QueryOptions): Results<T> {
    const { fields } = statement;
    const parsers = this.#columnParsers(fields, options);
    const rows: unknown[] = [];
    let affectedRows = 0;
    let rowCount: number | undefined;
    let command: string | undefined;
    for (const message of messages) {
      if (message.name === 'dataRow') {
        const values = (message as DataRowMessage).fields.map((value, index) => {
          const parse = parsers[index];
          return value === null || !parse ? value : parse(value, fields[index]?.dataTypeID ?? types.TEXT);
        });
        rows.push(
          options?.rowMode === 'array'
            ? values
            : Object.fromEntries(fields.map((field, index) => [field.name, values[index]])),
        );
      } else if (message.name === 'commandComplete') {
        // "INSERT 0 5", "UPDATE 3", "SELECT 2": the count is the last word when there is one.
        const words = (message as CommandCompleteMessage).text.split(' ');
        command = words[0];
        const count = Number.parseInt(words.at(-1) ?? '', 10);
        if (!Number.isNaN(count)) {
          rowCount = count;
          if (WRITE_COMMANDS.has(command ?? '')) {
            affectedRows = count;
          }
        }
      }
    }
    return {
      rows: rows as T[],
      fields,
      affectedRows,
      ...(command === undefined ? {} : { command }),
      ...(rowCount === undefined ? {} : { rowCount }),
    } as Results<T>;
  }
}
