import { z } from 'zod';
import { fileUrlSchema, requiredText, uidSchema } from './common';
import { TEXT_LIMITS, tooLongMessage } from './limits';
import { messages } from './messages';

// Plain functions without zod, in a module of their own so the sign-in screens load no schema.
export {
  loginErrorMessage,
  registerErrorMessage,
  socialUsername,
  usernameTooLong,
  validateRegisterForm,
} from './auth-messages';

/** A user as the backend returns it (GET /users/{uid}). */
export const userSchema = z.object({
  user_id: z.string().min(1),
  username: z.string(),
  email: z.string(),
  affiliation: z.string().nullable(),
  is_creator: z.boolean(),
  profile_photo_url: fileUrlSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

const emailSchema = z
  .string({ error: messages.register.invalidEmail })
  .trim()
  .pipe(z.email({ error: messages.register.invalidEmail }));

/**
 * POST /users/ — at registration {username, email, firebase_uid, is_creator: true}, and after a
 * social sign-in the same shape with username from `socialUsername`. Every new user is a creator.
 */
export const createUserInputSchema = z.object({
  username: requiredText(messages.register.usernameRequired).max(TEXT_LIMITS.username, {
    error: tooLongMessage('Username', TEXT_LIMITS.username),
  }),
  email: emailSchema,
  firebase_uid: uidSchema,
  is_creator: z.boolean().default(true),
});
export type CreateUserInput = z.input<typeof createUserInputSchema>;
export type CreateUserData = z.output<typeof createUserInputSchema>;

/** POST /users/ replies with the stored user. */
export const createUserResponseSchema = userSchema;
export type CreateUserResponse = User;

/** The register form, checked in the spec's order: passwords match, then username. */
export const registerFormSchema = z
  .object({
    email: emailSchema,
    username: z.string(),
    password: z.string().min(1),
    confirmPassword: z.string(),
  })
  .superRefine((form, ctx) => {
    if (form.password !== form.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: messages.register.passwordsDoNotMatch,
      });
    } else if (!form.username.trim()) {
      ctx.addIssue({
        code: 'custom',
        path: ['username'],
        message: messages.register.usernameRequired,
      });
    } else if (form.username.trim().length > TEXT_LIMITS.username) {
      ctx.addIssue({
        code: 'custom',
        path: ['username'],
        message: tooLongMessage('Username', TEXT_LIMITS.username),
      });
    }
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const loginFormSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: messages.login.invalidEmail })),
  password: z.string().min(1),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** GET /users/{uid} (and the tRPC `users.get` input): whose record to read. */
export const userParamsSchema = z.object({ uid: uidSchema });
export type UserParams = z.infer<typeof userParamsSchema>;
