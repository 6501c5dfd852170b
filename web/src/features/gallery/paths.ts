/** `?list=covers` switches the gallery screens to the second image list (cover images). */
export type GalleryList = 'photos' | 'covers';

const suffix = (list: GalleryList) => (list === 'covers' ? '?list=covers' : '');

export const galleryPaths = {
  list: (list: GalleryList = 'photos') => `/gallery/product-list${suffix(list)}`,
  add: (list: GalleryList = 'photos') => `/gallery/add-new-product${suffix(list)}`,
  edit: (id: string, list: GalleryList = 'photos') =>
    `/gallery/add-new-product/${encodeURIComponent(id)}${suffix(list)}`,
};

export const galleryListOf = (params: URLSearchParams): GalleryList =>
  params.get('list') === 'covers' ? 'covers' : 'photos';
