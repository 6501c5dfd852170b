import { Classes, type Intent } from '@blueprintjs/core';
import type { ReactElement } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { cx } from './cx';

interface LinkButtonProps extends Omit<LinkProps, 'className'> {
  text?: string;
  icon?: ReactElement;
  intent?: Intent;
  variant?: 'solid' | 'minimal' | 'outlined';
  className?: string;
}

/** A router link that looks like a Blueprint button (navigation stays a real link). */
export function LinkButton({ text, icon, intent, variant, className, ...link }: LinkButtonProps) {
  return (
    <Link
      {...link}
      className={cx(
        Classes.BUTTON,
        intent && intent !== 'none' ? Classes.intentClass(intent) : undefined,
        variant === 'minimal' && Classes.MINIMAL,
        variant === 'outlined' && Classes.OUTLINED,
        className,
      )}
    >
      {icon}
      {text ? <span className={Classes.BUTTON_TEXT}>{text}</span> : null}
    </Link>
  );
}
