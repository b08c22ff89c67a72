import {
  dateOfBirthForInput,
  firstNameSchema,
  heightToForm,
  lastNameSchema,
  updateUserSchema,
  type HeightFormValue,
  type User,
} from '@coachboard/contract';
import { heightInputsSchema } from './create-user-form-schema';

export interface EditUserFormValues {
  first_name: string;
  last_name: string;
  gender: string;
  date_of_birth: string;
  height: HeightFormValue;
}

/** The inline edit: the create form's name rules; empty gender, date of birth and height become null. */
export const editUserFormSchema = updateUserSchema.extend({
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  height: heightInputsSchema,
});

export const editUserFormFields = ['first_name', 'last_name', 'gender', 'date_of_birth', 'height'] as const;

export const editUserFormValues = (user: User): EditUserFormValues => ({
  first_name: user.first_name ?? '',
  last_name: user.last_name ?? '',
  gender: user.gender ?? '',
  date_of_birth: dateOfBirthForInput(user.date_of_birth),
  height: heightToForm(user.height),
});
