import { badInput } from '../rest/errors.js';
import type {
  GalleryCover,
  GalleryCoverInput,
  GalleryCoverListQuery,
  GalleryCoverSortField,
  GalleryImage,
  GalleryImageInput,
  GalleryImageListQuery,
  GalleryImageSortField,
} from '../__generated__/resolvers-types.js';
import type { QueryValue } from '../rest/client.js';
import {
  restListQuery,
  toPage,
  type ListQueryOf,
  type PageOf,
  type SortMap,
} from '../rest/list.js';
import { seg, type RestSession } from '../rest/session.js';
import { RestSource, withVersion, type Deleted } from '../rest/source.js';
import {
  featuredToRest,
  galleryCoverBody,
  galleryFields,
  galleryImageBody,
  toGalleryCover,
  toGalleryImage,
} from './normalise.js';
import { fieldOf } from '../rest/model.js';
import { afterCreate, afterUpdate, newestMatch } from '../rest/saved.js';

/** One of the two image lists: its REST base, record mapper, body builder and sort columns. */
interface ImageArea<T, I extends { fileName: string }, F extends string> {
  base: '/gallery' | '/gallery/cover';
  toItem(raw: unknown): T;
  body(input: I): Record<string, unknown>;
  sort: SortMap<F>;
}

/** The same five REST calls for gallery images and cover images. */
/** Where gallery and cover uploads are stored (createUploadUrl GALLERY), and the seeded demo images. */
const GALLERY_FOLDER = 'gallery/';
const SEED_FOLDER = 'seed/';

/**
 * A gallery image or cover shows only a gallery upload (issue 34): naming a profile picture or
 * another area's file is refused on fileName before REST (which refuses it too). An update may
 * also keep a seeded image (seed/; REST checks it is the record's own). Empty: REST's message.
 */
function checkGalleryFile(requestId: string, fileName: string, update: boolean): void {
  const name = fileName.trim();
  if (!name || name.startsWith(GALLERY_FOLDER) || (update && name.startsWith(SEED_FOLDER))) return;
  throw badInput(requestId, [
    { field: 'fileName', message: 'Choose an image uploaded to the gallery', reason: 'INVALID' },
  ]);
}

class ImageSource<T, I extends { fileName: string }, F extends string> extends RestSource {
  constructor(
    rest: RestSession,
    private readonly area: ImageArea<T, I, F>,
  ) {
    super(rest);
  }

  protected async page(
    query: ListQueryOf<F> | null | undefined,
    filters: Record<string, QueryValue> = {},
  ): Promise<PageOf<T>> {
    const answer = await this.rest.get(`${this.area.base}/list`, {
      shape: 'list',
      query: { ...restListQuery(this.requestId, query, this.area.sort), ...filters },
    });
    return toPage(answer.value, this.area.toItem);
  }

  async get(id: string): Promise<T> {
    const answer = await this.rest.get(`${this.area.base}/get/${seg(id)}`, { shape: 'data' });
    return this.area.toItem(answer.value);
  }

  async create(input: I): Promise<{ message: string; item: T | null }> {
    checkGalleryFile(this.requestId, input.fileName, false);
    const answer = await this.rest.post(`${this.area.base}/add`, {
      shape: 'data',
      body: this.area.body(input),
      fields: galleryFields,
    });
    const item = await afterCreate(
      answer.value,
      this.area.toItem,
      (id) => this.get(id),
      () =>
        newestMatch(
          (q) => this.page(q as ListQueryOf<F>),
          (row) => fieldOf(row as { fileName?: unknown }, 'fileName') === input.fileName,
        ),
    );
    return { message: answer.message, item };
  }

  async update(
    id: string,
    input: I,
    expectedUpdatedAt: string | null | undefined,
  ): Promise<{ message: string; item: T }> {
    checkGalleryFile(this.requestId, input.fileName, true);
    const answer = await this.rest.put(`${this.area.base}/update`, {
      shape: 'data',
      body: withVersion({ _id: id, ...this.area.body(input) }, expectedUpdatedAt),
      fields: galleryFields,
    });
    const item = await afterUpdate(answer.value, id, this.area.toItem, (i) => this.get(i));
    return { message: answer.message, item };
  }

  async delete(id: string): Promise<Deleted> {
    const answer = await this.rest.delete(`${this.area.base}/delete/${seg(id)}`, {
      shape: 'message',
    });
    return { id, message: answer.message };
  }
}

/** The photo gallery: /gallery/…. */
export class GalleryImageSource extends ImageSource<
  GalleryImage,
  GalleryImageInput,
  GalleryImageSortField
> {
  constructor(rest: RestSession) {
    super(rest, {
      base: '/gallery',
      toItem: toGalleryImage,
      body: galleryImageBody,
      sort: {
        title: 'title',
        fileName: 'fileName',
        featured: 'featured',
        createdAt: 'createdAt',
        updatedAt: 'updatedAt',
      },
    });
  }

  list(
    query: GalleryImageListQuery | null | undefined,
    featured?: boolean | null,
  ): Promise<PageOf<GalleryImage>> {
    return this.page(query, {
      featured: featured === null || featured === undefined ? undefined : featuredToRest(featured),
    });
  }
}

/** The second image list, images with a cover image: /gallery/cover/…. */
export class GalleryCoverSource extends ImageSource<
  GalleryCover,
  GalleryCoverInput,
  GalleryCoverSortField
> {
  constructor(rest: RestSession) {
    super(rest, {
      base: '/gallery/cover',
      toItem: toGalleryCover,
      body: galleryCoverBody,
      sort: { title: 'title', createdAt: 'createdAt', updatedAt: 'updatedAt' },
    });
  }

  list(query: GalleryCoverListQuery | null | undefined): Promise<PageOf<GalleryCover>> {
    return this.page(query);
  }
}
