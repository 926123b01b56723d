import type { Endpoint, EndpointResponse } from '@specsource/contracts';
import { callWithForm } from '../../../lib/api-client.ts';

/**
 * Sends a body with files as multipart/form-data: each body field as a text field, each file
 * under `fileField`. Errors become the same `ApiError` the JSON client throws, field errors included.
 */
export async function sendWithFiles<E extends Endpoint>(
  endpoint: E,
  options: {
    params: Record<string, string | number>;
    /** Text fields: each value is sent as its string form; undefined and null are left out. */
    body: Readonly<Record<string, unknown>>;
    fileField: string;
    files: readonly File[];
  },
): Promise<EndpointResponse<E>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.body)) {
    if (value !== undefined && value !== null) {
      form.append(name, String(value));
    }
  }
  for (const file of options.files) {
    form.append(options.fileField, file, file.name);
  }
  return callWithForm(endpoint, { params: options.params, form });
}
