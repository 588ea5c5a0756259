import { z } from 'zod';
import { hasHiddenOrControl, hiddenOrControlMessage } from './text.ts';

export const PROFILE_LIMITS = { name: 100, university: 100, major: 100 } as const;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const PROFILE_MESSAGES = {
  saved: 'Profile updated successfully!',
  saveFailed: 'Failed to update profile. Please try again.',
  notSignedIn: 'Please log in to view your profile.',
  avatarType: 'Please choose an image file (PNG, JPEG, WebP or GIF).',
  avatarTooLarge: 'The image is too large. The maximum size is 5MB.',
  avatarPixels: 'The image is too large. The maximum is 4096 × 4096 pixels.',
} as const;

/** A trimmed one-line text field of at most `max` characters, refusing control characters. */
const singleLine = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .max(max, { error: `${label} can be at most ${max} characters.` })
    .refine((v) => !hasHiddenOrControl(v), { error: hiddenOrControlMessage(label) });

/** Name may be empty: the profile heading then falls back to the e-mail (spec "Profile"). */
export const UpdateProfileBody = z.object({
  name: singleLine('Name', PROFILE_LIMITS.name),
  university: singleLine('University', PROFILE_LIMITS.university),
  major: singleLine('Major', PROFILE_LIMITS.major),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;
