import type { Viewer } from '../__generated__/resolvers-types.js';
import { blankNull, id, str, text } from '../rest/codecs.js';
import { table } from '../rest/table.js';

/** The signed-in user: GET /auth/user/me, field by field; `role` becomes `userType`. */
export const viewerTable = table<Viewer>(
  { what: 'me', type: 'Viewer' },
  {
    id: { rest: '_id', codec: id },
    firstName: { rest: 'firstName', codec: text },
    lastName: { rest: 'lastName', codec: text },
    fullName: { rest: 'fullName', codec: blankNull },
    email: { rest: 'email', codec: str, required: true },
    username: { rest: 'username', codec: blankNull },
    userType: { rest: 'role', codec: str, required: true },
    profilePic: { rest: 'profilePic', codec: blankNull },
  },
);
