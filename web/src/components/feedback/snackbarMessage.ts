// What the snackbar shows, shared by its provider (SnackbarContext), Blueprint's toaster
// (SnackbarToaster) and the plain stand-in (PlainSnackbar), which the provider loads.

/** docs/product.md §9: the snackbar hides itself after 6 seconds. */
export const SNACKBAR_TIMEOUT_MS = 6000;

export type SnackbarVariant = 'default' | 'alert';

export interface SnackbarMessage {
  message: string;
  /** For support, behind 詳細: the server's own words and the request id of an error. */
  detail?: string | undefined;
  /** `alert` for failures; `default` for everything else. */
  variant?: SnackbarVariant;
  /** Offers UNDO; called once when pressed. */
  onUndo?: (() => void | Promise<void>) | undefined;
}
