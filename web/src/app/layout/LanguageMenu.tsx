import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { TranslateIcon } from '@blueprintjs/icons';
import { ja } from '../../i18n/ja';

/** Japanese is the only language offered (docs/product.md §1 and §2). */
export function LanguageMenu() {
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu aria-label={ja.header.language}>
          <MenuItem roleStructure="listoption" selected text={ja.header.japanese} />
        </Menu>
      }
    >
      <Button variant="minimal" icon={<TranslateIcon />} aria-label={ja.header.language} />
    </PopoverNext>
  );
}
