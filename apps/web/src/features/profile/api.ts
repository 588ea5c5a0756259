import { useQuery, useQueryClient } from '@tanstack/react-query';
import { UserResponse, type SessionUser } from '@halaqa/shared/account';
import type { UpdateProfileBody } from '@halaqa/shared/profile';
import { request, upload } from '../../lib/api-client.ts';
import { sessionQueryKey } from '../account/api.ts';

export const profileQueryKey = ['profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: async ({ signal }) =>
      (await request('/api/profile', { schema: UserResponse, signal })).user,
  });
}

export async function updateProfile(body: UpdateProfileBody): Promise<SessionUser> {
  return (await request('/api/profile', { method: 'PATCH', body, schema: UserResponse })).user;
}

/** Uploads a new profile picture; `onProgress` receives the percentage sent so far. */
export async function uploadAvatar(
  file: File,
  onProgress: (percent: number) => void,
): Promise<SessionUser> {
  const form = new FormData();
  form.append('file', file);
  const result = await upload('/api/profile/avatar', form, onProgress, {
    method: 'PUT',
    schema: UserResponse,
  });
  return result.user;
}

export async function removeAvatar(): Promise<SessionUser> {
  return (await request('/api/profile/avatar', { method: 'DELETE', schema: UserResponse })).user;
}

/** Stores the server's updated user for the profile and the session, so the top bar updates too. */
export function useApplyUser(): (user: SessionUser) => void {
  const queryClient = useQueryClient();
  return (user) => {
    queryClient.setQueryData(profileQueryKey, user);
    queryClient.setQueryData(sessionQueryKey, { user });
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };
}
