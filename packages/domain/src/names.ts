export interface NamedUser {
  name?: string | null;
  username?: string | null;
}

/** What the user menu shows: name, then username, then 'User' (spec §2 top bar). */
export function displayName(user: NamedUser | null | undefined): string {
  const name = user?.name?.trim();
  if (name) return name;
  const username = user?.username?.trim();
  if (username) return username;
  return 'User';
}

/** The welcome card greets by the first word of the name (spec §2 Dashboard). */
export function firstName(user: NamedUser | null | undefined): string {
  const name = user?.name?.trim();
  return name ? (name.split(/\s+/)[0] ?? 'User') : 'User';
}

/** The avatar fallback: the first letter of the shown name. */
export function initial(user: NamedUser | null | undefined): string {
  return displayName(user).charAt(0).toUpperCase();
}
