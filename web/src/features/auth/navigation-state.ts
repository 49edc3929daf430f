/** What the code step of the password reset tells the new-password screen. */
export interface ResetPasswordState {
  email: string;
  resetToken: string;
}
