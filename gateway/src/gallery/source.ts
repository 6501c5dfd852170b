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
import { restListQuery, toPage, type ListQueryOf, type PageOf } from '../rest/list.js';
import { seg, type RestSession } from '../rest/session.js';
import { RestSource, withVersion, type Deleted } from '../rest/source.js';
import type { RestRecord, Table } from '../rest/table.js';
import { galleryCoverTable, galleryImageTable } from './table.js';
import { afterCreate, afterUpdate, newestMatch } from '../rest/saved.js';

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

/** One of the two image lists: its REST base and table. */
class ImageSource<
  T extends { fileName: string },
  I extends { fileName: string },
  F extends string,
> extends RestSource {
  constructor(
    rest: RestSession,
    private readonly base: '/gallery' | '/gallery/cover',
    private readonly table: Table<T, I, F>,
  ) {
    super(rest);
  }

  protected async page(
    query: ListQueryOf<F> | null | undefined,
    filters: Record<string, QueryValue> = {},
  ): Promise<PageOf<RestRecord<T>>> {
    const answer = await this.rest.get(`${this.base}/list`, {
      shape: 'list',
      query: { ...restListQuery(this.requestId, query, this.table.sort), ...filters },
    });
    return toPage(answer.value, this.table.of);
  }

  async get(id: string): Promise<RestRecord<T>> {
    const answer = await this.rest.get(`${this.base}/get/${seg(id)}`, { shape: 'data' });
    return this.table.of(answer.value);
  }

  async create(input: I): Promise<{ message: string; item: RestRecord<T> | null }> {
    checkGalleryFile(this.requestId, input.fileName, false);
    const answer = await this.rest.post(`${this.base}/add`, {
      shape: 'data',
      body: this.table.body(input),
      fields: this.table.fieldErrors,
    });
    const item = await afterCreate(
      answer.value,
      this.table.of,
      (id) => this.get(id),
      () =>
        newestMatch(
          (q) => this.page(q as ListQueryOf<F>),
          (row) => row.get('fileName') === input.fileName,
        ),
    );
    return { message: answer.message, item };
  }

  async update(
    id: string,
    input: I,
    expectedUpdatedAt: string | null | undefined,
  ): Promise<{ message: string; item: RestRecord<T> }> {
    checkGalleryFile(this.requestId, input.fileName, true);
    const answer = await this.rest.put(`${this.base}/update`, {
      shape: 'data',
      body: withVersion({ _id: id, ...this.table.body(input) }, expectedUpdatedAt),
      fields: this.table.fieldErrors,
    });
    const item = await afterUpdate(answer.value, id, this.table.of, (i) => this.get(i));
    return { message: answer.message, item };
  }

  async delete(id: string): Promise<Deleted> {
    const answer = await this.rest.delete(`${this.base}/delete/${seg(id)}`, {
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
    super(rest, '/gallery', galleryImageTable);
  }

  list(
    query: GalleryImageListQuery | null | undefined,
    featured?: boolean | null,
  ): Promise<PageOf<RestRecord<GalleryImage>>> {
    return this.page(query, galleryImageTable.filterQuery({ featured }));
  }
}

/** The second image list, images with a cover image: /gallery/cover/…. */
export class GalleryCoverSource extends ImageSource<
  GalleryCover,
  GalleryCoverInput,
  GalleryCoverSortField
> {
  constructor(rest: RestSession) {
    super(rest, '/gallery/cover', galleryCoverTable);
  }

  list(query: GalleryCoverListQuery | null | undefined): Promise<PageOf<RestRecord<GalleryCover>>> {
    return this.page(query);
  }
}
