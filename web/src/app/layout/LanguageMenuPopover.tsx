import { Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import type { PopoverPartProps } from '../../components/lazyOverlays';
import { ja } from '../../i18n/ja';

/** The language menu, loaded on its button's first press (LanguageMenu). */
export default function LanguageMenuPopover(props: PopoverPartProps) {
  return (
    <PopoverNext
      {...props}
      placement="bottom-end"
      content={
        <Menu aria-label={ja.header.language}>
          <MenuItem roleStructure="listoption" selected text={ja.header.japanese} />
        </Menu>
      }
    />
  );
}
