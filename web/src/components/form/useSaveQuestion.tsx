import { WarningSignIcon } from '@blueprintjs/icons';
import { useRef, useState } from 'react';
import { ja } from '../../i18n/ja';
import { LazyAlert } from '../lazyOverlays';

/**
 * A question before a save that is allowed but probably not meant (a multi-slot availability
 * with no slot chosen, a holiday in the past): `ask(question)` resolves true for このまま保存,
 * false for 戻る (back to the form as it was).
 */
export function useSaveQuestion() {
  const [question, setQuestion] = useState<string | null>(null);
  const answer = useRef<(save: boolean) => void>(() => undefined);

  const ask = (text: string) =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setQuestion(text);
    });
  const close = (save: boolean) => {
    setQuestion(null);
    answer.current(save);
  };

  const dialog = (
    <LazyAlert
      isOpen={question !== null}
      intent="warning"
      icon={<WarningSignIcon />}
      confirmButtonText={ja.form.saveAnyway}
      cancelButtonText={ja.form.backToForm}
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
      canEscapeKeyCancel
    >
      <p>{question}</p>
    </LazyAlert>
  );
  return { ask, dialog };
}
