import { patched } from '../graphql/patch-updates.js';
import type { GalleryImageInput, GalleryCoverInput } from '../__generated__/resolvers-types.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { galleryCoverTable, galleryImageTable } from './table.js';

export const galleryResolvers: Resolvers = {
  GalleryImage: galleryImageTable.resolvers,
  GalleryCover: galleryCoverTable.resolvers,
  Query: {
    galleryImages: (_, { query, featured }, { sources }) =>
      sources.galleryImages.list(query, featured),
    galleryImage: (_, { id }, { sources }) => sources.galleryImages.get(id),
    galleryCovers: (_, { query }, { sources }) => sources.galleryCovers.list(query),
    galleryCover: (_, { id }, { sources }) => sources.galleryCovers.get(id),
  },
  Mutation: {
    createGalleryImage: async (_, { input }, { sources }) => {
      const { message, item } = await sources.galleryImages.create(input);
      return { message, galleryImage: item };
    },
    updateGalleryImage: async (_, args, context, info) => {
      const { input } = await patched<GalleryImageInput>(args, context, info);
      const { message, item } = await context.sources.galleryImages.update(
        args.id,
        input,
        args.expectedUpdatedAt,
      );
      return { message, galleryImage: item };
    },
    deleteGalleryImage: (_, { id }, { sources }) => sources.galleryImages.delete(id),
    createGalleryCover: async (_, { input }, { sources }) => {
      const { message, item } = await sources.galleryCovers.create(input);
      return { message, galleryCover: item };
    },
    updateGalleryCover: async (_, args, context, info) => {
      const { input } = await patched<GalleryCoverInput>(args, context, info);
      const { message, item } = await context.sources.galleryCovers.update(
        args.id,
        input,
        args.expectedUpdatedAt,
      );
      return { message, galleryCover: item };
    },
    deleteGalleryCover: (_, { id }, { sources }) => sources.galleryCovers.delete(id),
  },
};
