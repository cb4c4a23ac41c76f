import { accountEndpoints, type AppUser, type ProfileUpdate } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';

/** Saves full name and nickname; answers the updated user. */
export async function updateProfile(values: ProfileUpdate): Promise<AppUser> {
  const { user } = await callEndpoint(accountEndpoints.updateProfile, { body: values });
  return user;
}
