import { boolean, mixed, object, string } from 'yup';
import type {
  StaffUserFieldsFragment,
  UpdateUserInput,
  UserRole,
} from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';
import { normalisePhone, phoneNumberText } from './phoneNumber';

const t = ja.users;

export interface UserValues {
  fullName: string;
  lastName: string;
  firstName: string;
  englishLastName: string;
  englishFirstName: string;
  email: string;
  username: string;
  phoneNumber: string;
  role: UserRole;
  active: boolean;
  postalCode: string;
  prefecture: string;
  district: string;
  city: string;
  apartment: string;
  hasDog: boolean;
}

/** The api's user checks (its messages), in the form's order. */
export const userSchema = object({
  fullName: string().trim().required(t.enterFullName),
  lastName: string(),
  firstName: string(),
  englishLastName: string(),
  englishFirstName: string(),
  email: string().trim().required(t.enterEmail).email(t.validEmail),
  username: string().trim().required(t.enterUsername),
  phoneNumber: phoneNumberText(),
  role: mixed<UserRole>().oneOf(['ADMIN', 'STAFF', 'CUSTOMER']).required(),
  active: boolean(),
  postalCode: string(),
  prefecture: string(),
  district: string(),
  city: string(),
  apartment: string(),
  hasDog: boolean(),
});

export const userToValues = (u: StaffUserFieldsFragment): UserValues => ({
  fullName: u.fullName,
  lastName: u.lastName,
  firstName: u.firstName,
  englishLastName: u.englishLastName,
  englishFirstName: u.englishFirstName,
  email: u.email,
  username: u.username ?? '',
  phoneNumber: u.phoneNumber,
  role: u.role,
  active: u.status === 'ACTIVE',
  postalCode: u.address.postalCode,
  prefecture: u.address.prefecture,
  district: u.address.district,
  city: u.address.city,
  apartment: u.address.apartment,
  hasDog: u.hasDog,
});

export const valuesToInput = (v: UserValues): UpdateUserInput => ({
  fullName: v.fullName.trim(),
  lastName: v.lastName.trim(),
  firstName: v.firstName.trim(),
  englishLastName: v.englishLastName.trim(),
  englishFirstName: v.englishFirstName.trim(),
  email: v.email.trim(),
  username: v.username.trim(),
  phoneNumber: normalisePhone(v.phoneNumber),
  role: v.role,
  status: v.active ? 'ACTIVE' : 'INACTIVE',
  address: {
    postalCode: v.postalCode.trim(),
    prefecture: v.prefecture.trim(),
    district: v.district.trim(),
    city: v.city.trim(),
    apartment: v.apartment.trim(),
  },
  hasDog: v.hasDog,
});
