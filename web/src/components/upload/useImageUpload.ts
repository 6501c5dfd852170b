import { useCallback, useEffect, useRef, useState } from 'react';
import { useCreateUploadUrlMutation, type UploadKind } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';
import { checkImageFile, imageTypeOf } from './imageRules';
import { putFile } from './putFile';
import { isNameTaken, renamedForRetry, uploadFailureMessage } from './uploadMessage';

/**
 * An image: its stored name (what records keep) and a URL to show it (the record's own URL, or a
 * local preview of a file just uploaded).
 */
export interface UploadedImage {
  fileName: string;
  url: string;
}

export interface ImageUploadState {
  /** 0–100 while uploading, null otherwise. */
  progress: number | null;
  /** Why the last file was refused (checked locally or by the server); null when fine. */
  error: string | null;
}

/** How one file's upload ended: stored (under another name when its own was taken), or refused. */
export type UploadOutcome =
  | { image: UploadedImage; renamedFrom: string | null; error?: undefined }
  | { image?: undefined; error: string };

/**
 * The one upload flow of the admin: check type and size, ask the gateway for a signed URL
 * (`createUploadUrl`), PUT the bytes there with progress, and hand back the stored name.
 * A name already stored (often left by a save that failed: uploads outlive it) does not refuse
 * the file: it is stored once more under a dated name (`renamedForRetry`) and the outcome says
 * so, so a retry with the same files works. `upload` resolves to the outcome; a refusal also
 * sets `state.error`.
 */
export function useImageUpload(kind: UploadKind) {
  const [createUrl] = useCreateUploadUrlMutation();
  const [state, setState] = useState<ImageUploadState>({ progress: null, error: null });
  const abort = useRef<AbortController | null>(null);
  const previews = useRef<string[]>([]);
  useEffect(
    () => () => {
      abort.current?.abort();
      previews.current.forEach((url) => URL.revokeObjectURL(url));
    },
    [],
  );

  const send = useCallback(
    async (file: File, controller: AbortController): Promise<UploadedImage> => {
      const { data } = await createUrl({ variables: { kind, fileName: file.name } });
      if (!data) throw new Error('no upload URL');
      const target = data.createUploadUrl;
      await putFile(target.uploadUrl, file, {
        contentType: imageTypeOf(file),
        signal: controller.signal,
        onProgress: (progress) => setState({ progress, error: null }),
      });
      const url = URL.createObjectURL(file);
      previews.current.push(url);
      return { fileName: target.fileName, url };
    },
    [createUrl, kind],
  );

  const upload = useCallback(
    async (file: File): Promise<UploadOutcome> => {
      abort.current?.abort();
      const refused = checkImageFile(file);
      if (refused) {
        setState({ progress: null, error: refused });
        return { error: refused };
      }
      const controller = new AbortController();
      abort.current = controller;
      setState({ progress: 0, error: null });
      try {
        let renamedFrom: string | null = null;
        let image: UploadedImage;
        try {
          image = await send(file, controller);
        } catch (error) {
          if (controller.signal.aborted || !isNameTaken(error)) throw error;
          renamedFrom = file.name;
          image = await send(renamedForRetry(file), controller);
        }
        setState({ progress: null, error: null });
        return { image, renamedFrom };
      } catch (error) {
        const message = controller.signal.aborted
          ? ja.upload.cancelled
          : uploadFailureMessage(error, file.name);
        if (!controller.signal.aborted) setState({ progress: null, error: message });
        return { error: message };
      } finally {
        if (abort.current === controller) abort.current = null;
      }
    },
    [send],
  );

  return { upload, state, uploading: state.progress !== null };
}
