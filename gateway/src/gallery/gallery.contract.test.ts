import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf, upstreamCalls } from '../test-support/expect.js';
import { startStack, type Stack } from '../test-support/stack.js';
import { getOnGateway, uploadThroughGateway } from '../uploads/test-upload.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => stack?.close());

const IMAGE = 'id title url fileName featured createdAt updatedAt';
interface Image {
  id: string;
  title: string;
  url: string;
  fileName: string;
  featured: boolean;
  updatedAt: string;
}
type ImagePage = {
  galleryImages: { total: number; page: number; pageSize: number; items: Image[] };
};
const LIST = `query Images($query: GalleryImageListQuery, $featured: Boolean) {
  galleryImages(query: $query, featured: $featured) { total page pageSize items { ${IMAGE} } }
}`;
const GET = `query Image($id: ID!) { galleryImage(id: $id) { ${IMAGE} } }`;
const CREATE = `mutation Create($input: GalleryImageInput!) {
  createGalleryImage(input: $input) { message galleryImage { ${IMAGE} } }
}`;
const UPDATE = `mutation Update($id: ID!, $input: GalleryImagePatch!, $at: DateTime, $force: Boolean = true) {
  updateGalleryImage(id: $id, input: $input, expectedUpdatedAt: $at, force: $force) { message galleryImage { ${IMAGE} } }
}`;
const DELETE = 'mutation Delete($id: ID!) { deleteGalleryImage(id: $id) { id message } }';

describe('gallery images', () => {
  let created: Image;
  let seeded: Image;

  it('lists a page with gateway-origin URLs, filtered by featured, searched and sorted', async () => {
    const page = dataOf(await stack.gql<ImagePage>(LIST, { query: { pageSize: 5 } })).galleryImages;
    expect(page).toMatchObject({ page: 1, pageSize: 5, total: 15 });
    expect(page.items).toHaveLength(5);
    seeded = page.items[0]!;
    expect(seeded.url).toBe(`/api/v1/files/${seeded.fileName}`);
    expect((await getOnGateway(stack, seeded.url)).headers.get('content-type')).toBe('image/png');

    const featured = dataOf(
      await stack.gql<ImagePage>(LIST, { featured: true, query: { pageSize: 100 } }),
    ).galleryImages;
    expect(featured.items.length).toBeGreaterThanOrEqual(3);
    expect(featured.items.every((i) => i.featured)).toBe(true);
    const other = dataOf(
      await stack.gql<ImagePage>(LIST, { featured: false, query: { pageSize: 100 } }),
    ).galleryImages;
    expect(other.items.every((i) => !i.featured)).toBe(true);
    expect(featured.total + other.total).toBe(15);

    const found = dataOf(
      await stack.gql<ImagePage>(LIST, { query: { search: '柴犬' } }),
    ).galleryImages;
    expect(found.items.map((i) => i.title)).toEqual(['芝生広場でくつろぐ柴犬']);
    const titles = dataOf(
      await stack.gql<ImagePage>(LIST, { query: { pageSize: 100, sortBy: 'title' } }),
    ).galleryImages.items.map((i) => i.title);
    expect(titles).toEqual([...titles].sort());
    const bad = await stack.gql(LIST, { query: { sortBy: 'file_name' } });
    expect(errorOf(bad, 'BAD_USER_INPUT').extensions.fieldErrors?.[0]?.field).toBe('sortBy');
    expect(upstreamCalls(bad)).toBe(0);
  });

  it('creates an image from an upload and gets it', async () => {
    const fileName = await uploadThroughGateway(stack, 'GALLERY', 'gw-gallery-1.png');
    const result = dataOf(
      await stack.gql<{ createGalleryImage: { message: string; galleryImage: Image } }>(CREATE, {
        input: { title: ' ハナ ', fileName },
      }),
    ).createGalleryImage;
    expect(result.message).toBeTruthy();
    created = result.galleryImage;
    expect(created).toMatchObject({
      title: 'ハナ',
      fileName: 'gallery/gw-gallery-1.png',
      featured: false,
      url: '/api/v1/files/gallery/gw-gallery-1.png',
    });
    const got = dataOf(await stack.gql<{ galleryImage: Image }>(GET, { id: created.id }));
    expect(got.galleryImage).toEqual(created);
  });

  it('refuses a missing or never uploaded photo as BAD_USER_INPUT on fileName', async () => {
    const empty = errorOf(
      await stack.gql(CREATE, { input: { title: 'x', fileName: '' } }),
      'BAD_USER_INPUT',
    );
    expect(empty.extensions.fieldErrors).toEqual([
      { field: 'fileName', message: 'please select package photos', reason: 'REQUIRED' },
    ]);
    const ghost = errorOf(
      await stack.gql(UPDATE, { id: created.id, input: { fileName: 'gallery/ghost.png' } }),
      'BAD_USER_INPUT',
    );
    expect(ghost.extensions.fieldErrors).toEqual([
      {
        field: 'fileName',
        message: 'File gallery/ghost.png has not been uploaded',
        reason: 'INVALID',
      },
    ]);
  });

  it('updates it with a new photo, removing the replaced file; a stale update is a CONFLICT', async () => {
    const fileName = await uploadThroughGateway(stack, 'GALLERY', 'gw-gallery-2.png');
    const updated = dataOf(
      await stack.gql<{ updateGalleryImage: { galleryImage: Image } }>(UPDATE, {
        id: created.id,
        input: { title: 'ハナ2', fileName, featured: true },
        at: created.updatedAt,
      }),
    ).updateGalleryImage.galleryImage;
    expect(updated).toMatchObject({ id: created.id, title: 'ハナ2', fileName, featured: true });
    expect((await getOnGateway(stack, created.url)).status).toBe(404);
    expect((await getOnGateway(stack, updated.url)).status).toBe(200);
    const stale = errorOf(
      await stack.gql(UPDATE, { id: created.id, input: { fileName }, at: created.updatedAt }),
      'CONFLICT',
    );
    expect(stale.extensions.reason).toBe('STALE_UPDATE');
    created = updated;
  });

  it('deletes it with its file; afterwards it is NOT_FOUND', async () => {
    const deleted = dataOf(
      await stack.gql<{ deleteGalleryImage: { id: string; message: string } }>(DELETE, {
        id: created.id,
      }),
    ).deleteGalleryImage;
    expect(deleted).toEqual({ id: created.id, message: expect.any(String) });
    expect((await getOnGateway(stack, created.url)).status).toBe(404);
    errorOf(await stack.gql(GET, { id: created.id }), 'NOT_FOUND');
    errorOf(await stack.gql(DELETE, { id: created.id }), 'NOT_FOUND');
    errorOf(
      await stack.gql(UPDATE, { id: created.id, input: { fileName: seeded.fileName } }),
      'NOT_FOUND',
    );
  });
});

const COVER = 'id title url fileName createdAt updatedAt';
interface Cover {
  id: string;
  title: string;
  url: string;
  fileName: string;
  updatedAt: string;
}
const COVERS = `query Covers($query: GalleryCoverListQuery) { galleryCovers(query: $query) { total page pageSize items { ${COVER} } } }`;
const COVER_GET = `query Cover($id: ID!) { galleryCover(id: $id) { ${COVER} } }`;
const COVER_CREATE = `mutation Create($input: GalleryCoverInput!) {
  createGalleryCover(input: $input) { message galleryCover { ${COVER} } }
}`;
const COVER_UPDATE = `mutation Update($id: ID!, $input: GalleryCoverPatch!, $at: DateTime, $force: Boolean = true) {
  updateGalleryCover(id: $id, input: $input, expectedUpdatedAt: $at, force: $force) { message galleryCover { ${COVER} } }
}`;
const COVER_DELETE = 'mutation Delete($id: ID!) { deleteGalleryCover(id: $id) { id message } }';

describe('gallery covers (the second image list)', () => {
  let cover: Cover;

  it('lists the seeded covers with gateway-origin URLs', async () => {
    type Page = { galleryCovers: { total: number; items: Cover[] } };
    const page = dataOf(await stack.gql<Page>(COVERS, { query: { pageSize: 100 } })).galleryCovers;
    expect(page.total).toBe(page.items.length);
    expect(page.items.length).toBeGreaterThan(0);
    const first = page.items[0]!;
    expect(first.url).toBe(`/api/v1/files/${first.fileName}`);
    expect((await getOnGateway(stack, first.url)).status).toBe(200);
  });

  it('creates, gets, updates and deletes a cover', async () => {
    const fileName = await uploadThroughGateway(stack, 'GALLERY', 'gw-cover-1.png');
    const created = dataOf(
      await stack.gql<{ createGalleryCover: { message: string; galleryCover: Cover } }>(
        COVER_CREATE,
        { input: { title: '表紙', fileName } },
      ),
    ).createGalleryCover;
    expect(created.message).toBeTruthy();
    cover = created.galleryCover;
    expect(cover).toMatchObject({ title: '表紙', fileName, url: `/api/v1/files/${fileName}` });
    expect(dataOf(await stack.gql<{ galleryCover: Cover }>(COVER_GET, { id: cover.id }))).toEqual({
      galleryCover: cover,
    });

    const next = await uploadThroughGateway(stack, 'GALLERY', 'gw-cover-2.png');
    const updated = dataOf(
      await stack.gql<{ updateGalleryCover: { galleryCover: Cover } }>(COVER_UPDATE, {
        id: cover.id,
        input: { title: '表紙2', fileName: next },
        at: cover.updatedAt,
      }),
    ).updateGalleryCover.galleryCover;
    expect(updated).toMatchObject({ id: cover.id, title: '表紙2', fileName: next });
    expect((await getOnGateway(stack, cover.url)).status).toBe(404);

    const empty = errorOf(
      await stack.gql(COVER_UPDATE, { id: cover.id, input: { fileName: '' } }),
      'BAD_USER_INPUT',
    );
    expect(empty.extensions.fieldErrors).toEqual([
      { field: 'fileName', message: 'please select package photos', reason: 'REQUIRED' },
    ]);

    const deleted = dataOf(
      await stack.gql<{ deleteGalleryCover: { id: string } }>(COVER_DELETE, { id: cover.id }),
    ).deleteGalleryCover;
    expect(deleted.id).toBe(cover.id);
    errorOf(await stack.gql(COVER_GET, { id: cover.id }), 'NOT_FOUND');
    errorOf(await stack.gql(COVER_DELETE, { id: cover.id }), 'NOT_FOUND');
  });
});
