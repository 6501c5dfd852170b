import { pathWithId } from '../../app/area';

/** `?list=covers` switches the gallery screens to the second image list (cover images). */
export type GalleryList = 'photos' | 'covers';

const suffix = (list: GalleryList) => (list === 'covers' ? '?list=covers' : '');

/** The route patterns (without the `?list=` switch). */
export const galleryRoutes = { list: '/gallery/product-list', add: '/gallery/add-new-product' };

export const galleryPaths = {
  list: (list: GalleryList = 'photos') => `${galleryRoutes.list}${suffix(list)}`,
  add: (list: GalleryList = 'photos') => `${galleryRoutes.add}${suffix(list)}`,
  edit: (id: string, list: GalleryList = 'photos') =>
    `${pathWithId(galleryRoutes.add, id)}${suffix(list)}`,
};

export const galleryListOf = (params: URLSearchParams): GalleryList =>
  params.get('list') === 'covers' ? 'covers' : 'photos';
