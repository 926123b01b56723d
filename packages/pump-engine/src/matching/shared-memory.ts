// Plain data whose typed arrays all live in one SharedArrayBuffer: posted to a worker thread (structured clone), the
// typed arrays are shared, not copied, so the search workers read the server's one copy of the catalogue
// (docs/decisions/0012-embedded-server-memory.md).

type TypedArray = Float64Array | Float32Array | Uint32Array | Int32Array | Uint16Array | Uint8Array;

interface TypedArrayClass {
  new (buffer: ArrayBufferLike, byteOffset: number, length: number): TypedArray;
}

const ALIGN = 8;

function isTypedArray(value: unknown): value is TypedArray {
  return ArrayBuffer.isView(value) && !(value instanceof DataView);
}

function forEachTypedArray(value: unknown, visit: (array: TypedArray) => void): void {
  if (isTypedArray(value)) {
    visit(value);
  } else if (Array.isArray(value)) {
    for (const item of value) {
      forEachTypedArray(item, visit);
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) {
      forEachTypedArray(item, visit);
    }
  }
}

/**
 * A copy of `value` (plain objects, arrays, primitives and typed arrays, nothing else) whose typed arrays are views of
 * one new SharedArrayBuffer, each 8-byte aligned. Where SharedArrayBuffer does not exist (a browser that is not
 * cross-origin isolated), an ordinary ArrayBuffer: the data is the same, only posting it copies.
 */
export function intoSharedMemory<T>(value: T): T {
  let bytes = 0;
  forEachTypedArray(value, (array) => {
    bytes += Math.ceil(array.byteLength / ALIGN) * ALIGN;
  });
  const buffer =
    typeof SharedArrayBuffer === 'function' ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes);
  let offset = 0;
  const copy = (item: unknown): unknown => {
    if (isTypedArray(item)) {
      const Class = item.constructor as TypedArrayClass;
      const view = new Class(buffer, offset, item.length);
      view.set(item);
      offset += Math.ceil(item.byteLength / ALIGN) * ALIGN;
      return view;
    }
    if (Array.isArray(item)) {
      return item.map(copy);
    }
    if (typeof item === 'object' && item !== null) {
      return Object.fromEntries(Object.entries(item).map(([key, field]) => [key, copy(field)]));
    }
    return item;
  };
  return copy(value) as T;
}

/** Bytes of the typed arrays in `value` (its plain objects and arrays walked as intoSharedMemory walks them). */
export function typedArrayBytes(value: unknown): number {
  let bytes = 0;
  forEachTypedArray(value, (array) => {
    bytes += array.byteLength;
  });
  return bytes;
}
