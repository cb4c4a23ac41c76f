import type { AppUser } from '@shortlist/contracts';

/** The name the top bar shows for a user: full name, else nickname, else e-mail. */
export function displayName(user: AppUser): string {
  return user.profile.fullName || user.profile.nickname || user.email;
}

export function initials(name: string): string {
  const letters = name
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase());
  return letters.join('') || '?';
}
