import { z } from 'zod';

export const PROFILE_LIMITS = { name: 100, university: 100, major: 100 } as const;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const PROFILE_MESSAGES = {
  saved: 'Profile updated successfully!',
  saveFailed: 'Failed to update profile. Please try again.',
  notSignedIn: 'Please log in to view your profile.',
  avatarType: 'Please choose an image file (PNG, JPEG, WebP or GIF).',
  avatarTooLarge: 'The image is too large. The maximum size is 5MB.',
} as const;

const field = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .max(max, { error: `${label} can be at most ${max} characters.` });

/** Name may be empty: the profile heading then falls back to the e-mail (spec "Profile"). */
export const UpdateProfileBody = z.object({
  name: field('Name', PROFILE_LIMITS.name),
  university: field('University', PROFILE_LIMITS.university),
  major: field('Major', PROFILE_LIMITS.major),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;
