import { Type, type Static } from '@sinclair/typebox';
import { OneOrTwo, Timestamps, UpdatedAt } from '../http/common-schemas.js';
import { ListQuerySchema } from '../http/list-query.js';

const Featured = (defaultValue?: 1 | 2) => OneOrTwo('1 = featured, 2 = not featured', defaultValue);
const Id = Type.String({ minLength: 1, maxLength: 64 });
const FileRef = (description: string) =>
  Type.Optional(Type.String({ maxLength: 1000, description }));

const ImageFields = {
  title: Type.Optional(Type.String({ maxLength: 200, default: '' })),
  file: FileRef('URL (or stored name) of the uploaded image'),
  fileName: FileRef('Stored name from signed-url (fileNameWithPrefix); preferred over file'),
  featured: Type.Optional(Featured(2)),
};

export const GalleryAddBody = Type.Object(ImageFields);
export type GalleryAddBody = Static<typeof GalleryAddBody>;

export const GalleryUpdateBody = Type.Object({ _id: Id, ...ImageFields, updatedAt: UpdatedAt });
export type GalleryUpdateBody = Static<typeof GalleryUpdateBody>;

export const GalleryListQuery = Type.Object({
  ...ListQuerySchema.properties,
  featured: Type.Optional(Featured()),
});
export type GalleryListQuery = Static<typeof GalleryListQuery>;

export const GalleryImage = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  file: Type.String({ description: 'Public URL of the image' }),
  fileName: Type.String({ description: 'Stored name of the image' }),
  featured: Type.Integer(),
  ...Timestamps,
});
export type GalleryImage = Static<typeof GalleryImage>;

const CoverFields = {
  title: Type.Optional(Type.String({ maxLength: 200, default: '' })),
  coverImg: FileRef('URL or stored name of the uploaded cover image'),
  fileName: FileRef('Stored name from signed-url (fileNameWithPrefix); preferred over coverImg'),
};

export const CoverAddBody = Type.Object(CoverFields);
export type CoverAddBody = Static<typeof CoverAddBody>;

export const CoverUpdateBody = Type.Object({ _id: Id, ...CoverFields, updatedAt: UpdatedAt });
export type CoverUpdateBody = Static<typeof CoverUpdateBody>;

export const GalleryCover = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  coverImg: Type.String({ description: 'Public URL of the cover image' }),
  fileName: Type.String({ description: 'Stored name of the cover image' }),
  ...Timestamps,
});
export type GalleryCover = Static<typeof GalleryCover>;
