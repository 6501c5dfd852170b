export const settingsPaths = {
  view: '/setting/setting',
  add: '/setting/add-setting',
  edit: (id: string) => `/setting/add-setting/${encodeURIComponent(id)}`,
};
