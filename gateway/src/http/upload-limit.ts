import { Transform, type Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** The REST contract's code for a file over the upload limit (what the api answers with 413). */
const UPLOAD_TOO_LARGE = 50011;
/** After the limit, at most this much more of the client's body is read and dropped. */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;

export interface LimitedUpload {
  body: Readable;
  /** True once the body passed the limit (the upstream call then fails). */
  tooLarge(): boolean;
}

/**
 * An upload body passed to the upstream until it passes `maxBytes`; then the upstream's copy
 * fails, and the rest of the client's body is read and dropped (up to 64 MB more, then the
 * connection is closed) so the client reads the 413 instead of a reset connection. A chunked
 * upload has no Content-Length to refuse up front: without this, the upstream's early 413 and
 * close reached the proxy as EPIPE and the browser saw 502.
 */
export function limitUpload(source: Readable, maxBytes: number): LimitedUpload {
  let seen = 0;
  let over = false;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen <= maxBytes) return callback(null, chunk);
      over = true;
      source.unpipe(limiter);
      let dropped = 0;
      source.on('data', (more: Buffer) => {
        dropped += more.length;
        if (dropped > DRAIN_MAX_BYTES) source.destroy();
      });
      source.resume();
      callback(new Error('upload over the size limit'));
    },
  });
  source.on('error', (error) => limiter.destroy(error));
  return { body: source.pipe(limiter), tooLarge: () => over };
}

/** The api's own refusal, so clients read one shape whichever side refused. */
export function refuseTooLarge(reply: FastifyReply, maxBytes: number) {
  return reply.status(413).send({
    status: false,
    statusCode: UPLOAD_TOO_LARGE,
    message: `The file is larger than the upload limit of ${maxBytes} bytes`,
  });
}
