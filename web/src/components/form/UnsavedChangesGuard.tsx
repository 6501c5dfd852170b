import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router-dom';
import { ja } from '../../i18n/ja';
import { LazyAlert } from '../lazyOverlays';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation gets a dialog, closing or
 * reloading the tab gets the browser's own prompt.
 */
export function UnsavedChangesGuard({
  when,
  released,
}: {
  when: boolean;
  /** Set once the changes are saved: navigation goes through from then on. */
  released: RefObject<boolean>;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      !released.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!released.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when, released]);

  return (
    <LazyAlert
      isOpen={blocker.state === 'blocked'}
      intent="danger"
      confirmButtonText={ja.form.leave}
      cancelButtonText={ja.form.stay}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      canEscapeKeyCancel
    >
      <p>
        <strong>{ja.form.leaveTitle}</strong>
      </p>
      <p>{ja.form.leaveMessage}</p>
    </LazyAlert>
  );
}
