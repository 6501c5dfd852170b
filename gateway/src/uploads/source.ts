import type { UploadKind } from '../__generated__/resolvers-types.js';
import { record } from '../rest/read.js';
import { RestSource } from '../rest/source.js';

/** The signed-URL call of each kind (the news path is spelled `singed-url` by the contract). */
const SIGNED_URL_PATH: Record<UploadKind, string> = {
  GALLERY: '/gallery/signed-url',
  NEWS: '/news/singed-url',
};

/** Upload URLs: where the browser puts a file before a record names it. */
export class UploadSource extends RestSource {
  /** A signed upload URL and the stored file name (with its prefix). */
  async signedUrl(
    kind: UploadKind,
    fileName: string,
  ): Promise<{ signedUrl: string; fileName: string }> {
    const answer = await this.rest.post(SIGNED_URL_PATH[kind], {
      shape: 'data',
      body: { fileName },
    });
    const r = record(answer.value, 'signedUrl');
    return { signedUrl: r.str('signedUrl'), fileName: r.str('fileNameWithPrefix') };
  }
}
