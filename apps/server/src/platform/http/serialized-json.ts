/**
 * A success body the handler has already written as JSON text; `registerEndpoint` sends it as it is, without
 * the response schema's serializer.
 *
 * Only for a hot route that stringifies its body anyway: the dispatcher stores its ~20 kB of results as JSON
 * text, and checking them against the union schemas and stringifying them a second time cost about a tenth of
 * its CPU per search. The type parameter keeps the handler tied to the contract at compile time; the route's
 * tests parse the wire body with the contract schema and expect nothing stripped or changed.
 */
export class SerializedJson<T> {
  /** Never set: ties the text to the body type it was written from. */
  declare readonly body: T;

  readonly json: string;

  constructor(json: string) {
    this.json = json;
  }
}

declare const jsonOf: unique symbol;

/** JSON text written from a value of type T. */
export type JsonText<T> = string & { readonly [jsonOf]: T };

export function toJsonText<T>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
}

/** A body object from the JSON text of each of its fields, in the order given; undefined fields are left out. */
export function serializedObject<T extends object>(
  fields: {
    [K in keyof T]-?: JsonText<T[K]> | undefined;
  },
): SerializedJson<T> {
  const members: string[] = [];
  for (const [key, json] of Object.entries(fields) as [string, string | undefined][]) {
    if (json !== undefined) {
      members.push(`${JSON.stringify(key)}:${json}`);
    }
  }
  return new SerializedJson<T>(`{${members.join(',')}}`);
}
