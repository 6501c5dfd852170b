import { useCallback, useEffect, useRef, useState } from 'react';
import { useCreateUploadUrlMutation, type UploadKind } from '../../__generated__/graphql';
import { checkImageFile, imageTypeOf } from './imageRules';
import { putFile } from './putFile';
import { isNameTaken, uploadFailureMessage } from './uploadMessage';

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
  /** The file refused because its name is already stored: it can be sent again renamed. */
  nameTaken: File | null;
}

/**
 * The one upload flow of the admin: check type and size, ask the gateway for a signed URL
 * (`createUploadUrl`), PUT the bytes there with progress, and hand back the stored name.
 * `upload` resolves to null when the file was refused; `state.error` then says why.
 */
export function useImageUpload(kind: UploadKind) {
  const [createUrl] = useCreateUploadUrlMutation();
  const [state, setState] = useState<ImageUploadState>({
    progress: null,
    error: null,
    nameTaken: null,
  });
  const abort = useRef<AbortController | null>(null);
  const previews = useRef<string[]>([]);
  useEffect(
    () => () => {
      abort.current?.abort();
      previews.current.forEach((url) => URL.revokeObjectURL(url));
    },
    [],
  );

  const upload = useCallback(
    async (file: File): Promise<UploadedImage | null> => {
      abort.current?.abort();
      const refused = checkImageFile(file);
      if (refused) {
        setState({ progress: null, error: refused, nameTaken: null });
        return null;
      }
      const controller = new AbortController();
      abort.current = controller;
      setState({ progress: 0, error: null, nameTaken: null });
      try {
        const { data } = await createUrl({ variables: { kind, fileName: file.name } });
        if (!data) throw new Error('no upload URL');
        const target = data.createUploadUrl;
        await putFile(target.uploadUrl, file, {
          contentType: imageTypeOf(file),
          signal: controller.signal,
          onProgress: (progress) => setState({ progress, error: null, nameTaken: null }),
        });
        setState({ progress: null, error: null, nameTaken: null });
        const url = URL.createObjectURL(file);
        previews.current.push(url);
        return { fileName: target.fileName, url };
      } catch (error) {
        if (controller.signal.aborted) return null;
        setState({
          progress: null,
          error: uploadFailureMessage(error, file.name),
          nameTaken: isNameTaken(error) ? file : null,
        });
        return null;
      } finally {
        if (abort.current === controller) abort.current = null;
      }
    },
    [createUrl, kind],
  );

  const clearError = useCallback(
    () => setState((s) => ({ ...s, error: null, nameTaken: null })),
    [],
  );

  return { upload, state, uploading: state.progress !== null, clearError };
}
