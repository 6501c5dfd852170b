import { Type } from '@sinclair/typebox';

export const LoginBody = Type.Object({
  email: Type.String({ maxLength: 254, description: 'Email or username' }),
  password: Type.String({ maxLength: 200 }),
});

export const ChangePasswordBody = Type.Object({
  id: Type.Optional(
    Type.String({ maxLength: 64, description: 'User id; defaults to the signed-in user' }),
  ),
  password: Type.String({ maxLength: 200, description: 'Current password' }),
  newPassword: Type.String({ maxLength: 200 }),
});

export const MeData = Type.Object({
  _id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  username: Type.Union([Type.String(), Type.Null()]),
  role: Type.String(),
  profilePic: Type.String(),
});
