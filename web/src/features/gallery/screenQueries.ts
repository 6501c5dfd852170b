import { GalleryCoverDocument, GalleryImageDocument } from '../../__generated__/graphql';
import { recordScreenQuery, type ScreenQuery } from '../../components/query/screenQuery';
import { galleryListQuery } from './galleryLists';
import { galleryListOf } from './paths';

const photo = recordScreenQuery(GalleryImageDocument);
const cover = recordScreenQuery(GalleryCoverDocument);

/** What the screens start with, in a module of its own: see LazyScreenQueries. */
export const list = galleryListQuery;
export const form: ScreenQuery = (url, params) =>
  (galleryListOf(url.searchParams) === 'covers' ? cover : photo)(url, params);
