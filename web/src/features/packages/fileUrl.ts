/** Where the gateway serves a stored file (schema/package.graphql: PackagePhoto.url). */
export const FILES_PATH = '/api/v1/files/';

export const fileUrl = (fileName: string) =>
  `${FILES_PATH}${fileName.split('/').map(encodeURIComponent).join('/')}`;

/** The stored name behind a file URL of ours; the URL itself otherwise. */
export function fileNameOf(url: string): string {
  const at = url.indexOf(FILES_PATH);
  return at >= 0 ? decodeURIComponent(url.slice(at + FILES_PATH.length)) : url;
}

/** A URL to keep in a record: a local preview (`blob:`) of a fresh upload becomes its stored path. */
export const storedUrl = (image: { fileName: string; url: string }) =>
  image.url.startsWith('blob:') ? fileUrl(image.fileName) : image.url;
