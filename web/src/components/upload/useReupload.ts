import { useCallback } from 'react';
import { useCreateUploadUrlMutation, type UploadKind } from '../../__generated__/graphql';
import { putFile } from './putFile';

/** A stored image kept in memory: its bytes and the name it was uploaded under. */
export interface KeptImage {
  blob: Blob;
  name: string;
}

/** The last part of a stored name (`gallery/dog.jpg` → `dog.jpg`). */
const baseName = (fileName: string) => fileName.split('/').pop() || fileName;

/**
 * Keeping an image a delete will remove (its bytes read from its URL), and storing it again:
 * what lets an UNDO bring back a record whose file the server deleted with it.
 */
export function useReupload(kind: UploadKind) {
  const [createUrl] = useCreateUploadUrlMutation();
  const keep = useCallback(async (url: string, fileName: string): Promise<KeptImage> => {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`could not read ${url}: HTTP ${res.status}`);
    return { blob: await res.blob(), name: baseName(fileName) };
  }, []);
  const store = useCallback(
    async (image: KeptImage): Promise<string> => {
      const { data } = await createUrl({ variables: { kind, fileName: image.name } });
      if (!data) throw new Error('no upload URL');
      await putFile(data.createUploadUrl.uploadUrl, image.blob, {
        contentType: image.blob.type || 'application/octet-stream',
      });
      return data.createUploadUrl.fileName;
    },
    [createUrl, kind],
  );
  return { keep, store };
}
