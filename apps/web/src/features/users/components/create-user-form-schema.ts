import { z } from 'zod';
import {
  createUserSchema,
  emptyHeightForm,
  heightFromForm,
  heightProblem,
  heightUnits,
  type CreateUser,
  type HeightFormValue,
} from '@coachboard/contract';

/** What the inputs hold: the height is a unit switch with its text inputs. */
export interface CreateUserFormValues {
  email: string;
  first_name: string;
  last_name: string;
  password: string;
  gender: string;
  date_of_birth: string;
  height: HeightFormValue;
}

export const heightInputsSchema = z
  .object({ unit: z.enum(heightUnits), cm: z.string(), feet: z.string(), inches: z.string() })
  .transform(heightFromForm)
  .superRefine((text, ctx) => {
    const problem = text === null ? null : heightProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The contract's create rules, with the height inputs turned into the text the API stores. */
export const createUserFormSchema = createUserSchema.extend({ height: heightInputsSchema });

export const createUserFormFields = [
  'email',
  'first_name',
  'last_name',
  'password',
  'gender',
  'date_of_birth',
  'height',
] as const;

export const createUserFormDefaults: CreateUserFormValues = {
  email: '',
  first_name: '',
  last_name: '',
  password: '',
  gender: '',
  date_of_birth: '',
  height: emptyHeightForm(),
};

export type CreateUserFormOutput = CreateUser;
