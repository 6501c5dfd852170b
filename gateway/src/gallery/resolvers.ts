import type { Resolvers } from '../__generated__/resolvers-types.js';
import { featuredToRest } from './normalise.js';
import { galleryCovers, galleryImages } from './areas.js';
import { imageRest } from './rest.js';

export const galleryResolvers: Resolvers = {
  Query: {
    galleryImages: (_, { query, featured }, { rest }) =>
      imageRest(rest, galleryImages).list(query, {
        featured:
          featured === null || featured === undefined ? undefined : featuredToRest(featured),
      }),
    galleryImage: (_, { id }, { rest }) => imageRest(rest, galleryImages).get(id),
    galleryCovers: (_, { query }, { rest }) => imageRest(rest, galleryCovers).list(query),
    galleryCover: (_, { id }, { rest }) => imageRest(rest, galleryCovers).get(id),
  },
  Mutation: {
    createGalleryImage: async (_, { input }, { rest }) => {
      const { message, item } = await imageRest(rest, galleryImages).create(input);
      return { message, galleryImage: item };
    },
    updateGalleryImage: async (_, { id, input, expectedUpdatedAt }, { rest }) => {
      const { message, item } = await imageRest(rest, galleryImages).update(
        id,
        input,
        expectedUpdatedAt,
      );
      return { message, galleryImage: item };
    },
    deleteGalleryImage: (_, { id }, { rest }) => imageRest(rest, galleryImages).remove(id),
    createGalleryCover: async (_, { input }, { rest }) => {
      const { message, item } = await imageRest(rest, galleryCovers).create(input);
      return { message, galleryCover: item };
    },
    updateGalleryCover: async (_, { id, input, expectedUpdatedAt }, { rest }) => {
      const { message, item } = await imageRest(rest, galleryCovers).update(
        id,
        input,
        expectedUpdatedAt,
      );
      return { message, galleryCover: item };
    },
    deleteGalleryCover: (_, { id }, { rest }) => imageRest(rest, galleryCovers).remove(id),
  },
};
