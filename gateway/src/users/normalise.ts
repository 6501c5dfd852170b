import type { ProfilePictureUpload, RoleUserInput } from '../__generated__/resolvers-types.js';
import { FormData } from 'undici';
import type { FieldMap } from '../rest/errors.js';
import { given, userTable } from './table.js';

/** A staff account's create body: the user's fields it has (the table's), and its password. */
export function roleUserBody(input: RoleUserInput): Record<string, unknown> {
  return {
    ...userTable.body(input),
    ...given([
      ['password', input.password],
      ['confirmPassword', input.confirmPassword],
    ]),
  };
}

/** The picture as a multipart form with one file part (and the user id when given). */
export function pictureForm(file: ProfilePictureUpload, userId?: string | null): FormData {
  const form = new FormData();
  if (userId) form.append('id', userId);
  form.append(
    'file',
    new Blob([Buffer.from(file.base64, 'base64')], { type: file.contentType }),
    file.fileName,
  );
  return form;
}

export const passwordFields: FieldMap = { id: 'userId' };
export const pictureFields: FieldMap = { id: 'userId', file: 'file' };
