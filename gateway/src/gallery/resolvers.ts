import type { Resolvers } from '../__generated__/resolvers-types.js';

export const galleryResolvers: Resolvers = {
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
    updateGalleryImage: async (_, { id, input, expectedUpdatedAt }, { sources }) => {
      const { message, item } = await sources.galleryImages.update(id, input, expectedUpdatedAt);
      return { message, galleryImage: item };
    },
    deleteGalleryImage: (_, { id }, { sources }) => sources.galleryImages.delete(id),
    createGalleryCover: async (_, { input }, { sources }) => {
      const { message, item } = await sources.galleryCovers.create(input);
      return { message, galleryCover: item };
    },
    updateGalleryCover: async (_, { id, input, expectedUpdatedAt }, { sources }) => {
      const { message, item } = await sources.galleryCovers.update(id, input, expectedUpdatedAt);
      return { message, galleryCover: item };
    },
    deleteGalleryCover: (_, { id }, { sources }) => sources.galleryCovers.delete(id),
  },
};
