import { Button } from '@blueprintjs/core';
import { TranslateIcon } from '@blueprintjs/icons';
import { lazy } from 'react';
import { LazyPopover } from '../../components/lazyOverlays';
import { ja } from '../../i18n/ja';

const LanguageMenuPopover = lazy(() => import('./LanguageMenuPopover'));

/** Japanese is the only language offered (docs/product.md §1 and §2). */
export function LanguageMenu() {
  return (
    <LazyPopover popover={LanguageMenuPopover}>
      <Button variant="minimal" icon={<TranslateIcon />} aria-label={ja.header.language} />
    </LazyPopover>
  );
}
