import { request as httpRequest } from 'node:http';

/** A multipart POST written in two parts, so a test can act while the server holds half of it. */
export interface UploadInFlight {
  /** Writes the rest of the body and resolves with the answer's status (or 0 when the connection broke). */
  finish(): Promise<number>;
  /** The status, once the server answered (it may answer before the body is whole, e.g. with 429). */
  status: Promise<number>;
}

const boundary = '----specsource-fault-upload';

/** The multipart body's bytes around a file: the JSON field, the file part's head and the closing line. */
function multipartFrame(formData: string, fileName: string): { head: Buffer; tail: Buffer } {
  const head = [
    `--${boundary}\r\nContent-Disposition: form-data; name="form_data"\r\n\r\n${formData}\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="file_comment"; filename="${fileName}"\r\n`,
    'Content-Type: application/pdf\r\n\r\n',
  ].join('');
  return { head: Buffer.from(head), tail: Buffer.from(`\r\n--${boundary}--\r\n`) };
}

/** A PDF of `sizeBytes`: the signature, then filler. */
export function pdfOfSize(sizeBytes: number): Buffer {
  const bytes = Buffer.alloc(sizeBytes, 0x20);
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  return bytes;
}

/**
 * Starts `POST path` with `form_data` and one file, writing the headers and the first `firstBytes` of the file
 * only. The connection's errors (the server closing it, or dying) end in status 0, never in a throw.
 */
export function startUpload(input: {
  baseUrl: string;
  path: string;
  headers: Record<string, string>;
  formData: string;
  file: Buffer;
  firstBytes: number;
}): UploadInFlight {
  const { head, tail } = multipartFrame(input.formData, 'datasheet.pdf');
  const url = new URL(input.path, input.baseUrl);
  const request = httpRequest(url, {
    method: 'POST',
    headers: {
      ...input.headers,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + input.file.length + tail.length),
    },
  });
  const status = new Promise<number>((resolve) => {
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
  });
  request.write(head);
  request.write(input.file.subarray(0, input.firstBytes));
  return {
    status,
    async finish() {
      if (!request.destroyed) {
        request.end(Buffer.concat([input.file.subarray(input.firstBytes), tail]));
      }
      return status;
    },
  };
}
