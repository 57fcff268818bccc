import { z } from 'zod'
import {
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  USER_ROLES,
} from '../constants'
import { controlCharactersMessage, hasNoControlCharacters } from './text'

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(MAX_EMAIL_LENGTH, 'Email is too long')
  .pipe(z.email({ error: 'Invalid email address' }))
  .transform((email) => email.toLowerCase())

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, 'Password is too long')

export const nameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(MAX_NAME_LENGTH, `Name must be at most ${MAX_NAME_LENGTH} characters`)
  .refine(hasNoControlCharacters, controlCharactersMessage('Name'))

export const registerInputSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
})
export type RegisterInput = z.infer<typeof registerInputSchema>

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH),
})
export type LoginInput = z.infer<typeof loginInputSchema>

/** Only name and e-mail can change; other fields a client sends (role, _id …) are ignored. */
export const updateProfileInputSchema = z
  .object({
    name: nameSchema.optional(),
    email: emailSchema.optional(),
  })
  .refine((input) => input.name !== undefined || input.email !== undefined, {
    message: 'Nothing to update: send a name or an email',
  })
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>

/** PUT /users/password's 400 when the current password is wrong; the profile shows it on that field. */
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect'

/** PUT /users/password: the new password follows the sign-up rules; the current one is only compared. */
export const changePasswordInputSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(MAX_PASSWORD_LENGTH, 'Password is too long'),
  newPassword: passwordSchema,
})
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>

export const changePasswordResponseSchema = z.object({ success: z.literal(true), message: z.string() })

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  profilePicture: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** Whether the account signs in with a second step (an authenticator app's code). */
  twoFactorEnabled: z.boolean(),
})
export type User = z.infer<typeof userSchema>

export const authResponseSchema = z.object({
  success: z.literal(true),
  user: userSchema,
  token: z.string(),
  accessToken: z.string(),
})

export const refreshResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  accessToken: z.string(),
})

export const profileResponseSchema = z.object({ success: z.literal(true), user: userSchema })

/** A confirmation that differs from the password, on every form that asks for both. */
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = "Passwords don't match"

/** Client-side sign-up form: the server never sees the confirmation. */
export const signUpFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required'),
    email: z
      .string()
      .trim()
      .min(1, 'Email is required')
      .pipe(z.email({ error: 'Invalid email address' })),
    password: z.string().min(1, 'Password is required').pipe(passwordSchema),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH_MESSAGE,
    path: ['confirmPassword'],
  })
export type SignUpForm = z.infer<typeof signUpFormSchema>

/**
 * Client-side change of password on the profile: the new password and its confirmation meet the sign-up form's
 * rules and texts; the server gets `currentPassword` and `newPassword` (changePasswordInputSchema).
 */
export const changePasswordFormSchema = z
  .object({
    currentPassword: changePasswordInputSchema.shape.currentPassword,
    newPassword: signUpFormSchema.shape.password,
    confirmPassword: signUpFormSchema.shape.confirmPassword,
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH_MESSAGE,
    path: ['confirmPassword'],
  })
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>

export const signInFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email({ error: 'Invalid email address' })),
  password: z.string().min(1, 'Password is required'),
})
export type SignInForm = z.infer<typeof signInFormSchema>
