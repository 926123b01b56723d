import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { unreadableFormError } from '../files/multipart-body.ts';

/**
 * Registers routes that take a file as a multipart upload (field `file`) or as JSON text, in a scope whose
 * body limit fits the file: larger than the app's 1 MiB default, for these routes only.
 */
export async function registerFileUploadScope(
  app: FastifyInstance,
  maxBytes: number,
  register: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      // A JSON string escapes some characters, so the body may be larger than the file it carries.
      { parseAs: 'string', bodyLimit: 2 * maxBytes },
      scope.getDefaultJsonParser('error', 'ignore'),
    );
    await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5 } });
    register(scope);
  });
}

/** The uploaded file's text and name; 400 on `file` with `missingMessage` when the request carries none. */
export async function readUploadedText(
  request: FastifyRequest,
  missingMessage: string,
): Promise<{ content: string; fileName: string }> {
  const missing = () => new AppError('VALIDATION', missingMessage, { file: [missingMessage] });
  if (!request.isMultipart()) {
    throw missing();
  }
  try {
    const file = await request.file();
    if (!file) {
      throw missing();
    }
    return { content: (await file.toBuffer()).toString('utf8'), fileName: file.filename };
  } catch (error) {
    throw unreadableFormError(error);
  }
}
