/** A PUT the upload target refused, with its HTTP status (409 taken, 413 large, 415 type, 403 expired). */
export class UploadRefused extends Error {
  constructor(readonly status: number) {
    super(`upload refused with HTTP ${status}`);
    this.name = 'UploadRefused';
  }
}

export interface PutFileOptions {
  /** 0–100 as bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  contentType: string;
}

/**
 * PUTs the raw file to a signed URL on our own origin. XMLHttpRequest rather than fetch, because
 * only it reports upload progress. The URL's signature is the credential: no cookie is needed.
 */
export function putFile(url: string, file: Blob, options: PutFileOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', options.contentType);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
      }
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve();
      } else {
        reject(new UploadRefused(xhr.status));
      }
    };
    xhr.onerror = () => reject(new UploadRefused(0));
    xhr.onabort = () => reject(new DOMException('upload aborted', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) return xhr.abort();
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(file);
  });
}
