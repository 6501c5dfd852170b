import { pathWithId } from '../../app/area';

const add = '/setting/add-setting';

export const settingsPaths = {
  view: '/setting/setting',
  add,
  edit: (id: string) => pathWithId(add, id),
};
