/**
 * The Apollo error link lives outside React; it reports an expired session here and the
 * session provider (inside React) listens. One listener at a time.
 */
type Listener = () => void;

let listener: Listener | null = null;

export const sessionEvents = {
  onExpired(next: Listener): () => void {
    listener = next;
    return () => {
      if (listener === next) listener = null;
    };
  },
  expired(): void {
    listener?.();
  },
};
