import type {
  GalleryCover,
  GalleryCoverInput,
  GalleryImage,
  GalleryImageInput,
} from '../__generated__/resolvers-types.js';
import {
  galleryCoverBody,
  galleryCoverSort,
  galleryImageBody,
  galleryImageSort,
  toGalleryCover,
  toGalleryImage,
} from './normalise.js';
import type { ImageArea } from './rest.js';

/** The photo gallery: /gallery/…. */
export const galleryImages: ImageArea<GalleryImage, GalleryImageInput> = {
  base: '/gallery',
  toItem: toGalleryImage,
  body: galleryImageBody,
  sort: galleryImageSort,
};

/** The second image list, images with a cover image: /gallery/cover/…. */
export const galleryCovers: ImageArea<GalleryCover, GalleryCoverInput> = {
  base: '/gallery/cover',
  toItem: toGalleryCover,
  body: galleryCoverBody,
  sort: galleryCoverSort,
};
