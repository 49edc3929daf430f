/**
 * The email the admin signed in with. `PUT /admin/update` needs it ({email, newPassword}) and the API has no
 * "who am I" for the admin, so the login keeps it for the tab (sessionStorage, like the token) to fill in the
 * change-password form.
 */
const KEY = 'tiffin.admin.email';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberAdminEmail(email: string) {
  try {
    storage()?.setItem(KEY, email);
  } catch {
    // A full or blocked storage: the admin types the email instead.
  }
}

export function rememberedAdminEmail(): string {
  return storage()?.getItem(KEY) ?? '';
}

export function forgetAdminEmail() {
  storage()?.removeItem(KEY);
}
