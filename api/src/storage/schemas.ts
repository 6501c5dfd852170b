import { Type, type Static } from '@sinclair/typebox';
import { Envelope } from '../http/common-schemas.js';

export const SignedUrlBody = Type.Object({
  fileName: Type.String({
    maxLength: 255,
    description: 'Name of the file to upload; made safe and prefixed by area (gallery/…, news/…)',
  }),
});
export type SignedUrlBody = Static<typeof SignedUrlBody>;

export const SignedUrlData = Type.Object({
  signedUrl: Type.String({
    description:
      'PUT the raw file to this URL within 15 minutes, with its Content-Type (no bearer token)',
  }),
  fileNameWithPrefix: Type.String({
    description: 'The stored name; send it back as the file name of the record using the image',
  }),
});
export type SignedUrlData = Static<typeof SignedUrlData>;

export const SignedUrlResponse = Envelope(SignedUrlData);

export const StoredFileData = Type.Object({
  name: Type.String({ description: 'Stored name' }),
  url: Type.String({ description: 'Public URL of the file' }),
  contentType: Type.String(),
  size: Type.Integer(),
});

export const ImageUploadResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Object({ name: Type.String({ description: 'Stored name (images/…)' }) }),
  fileName: Type.String({ description: 'Public URL of the stored file' }),
  message: Type.String(),
});

export const CouponImageUploadResponse = Envelope(
  Type.Object({
    name: Type.String({ description: 'Stored name (coupons/…); send it as the coupon image' }),
    url: Type.String({ description: 'Public URL of the stored file' }),
  }),
);
