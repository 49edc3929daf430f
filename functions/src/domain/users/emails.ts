import type { Mail } from '#domain/ports';

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Tiffin's email frame: a green header, the message, a quiet footer. */
function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f4f7f4;font-family:Arial,Helvetica,sans-serif;color:#1f2a1f">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#2f9e44;color:#ffffff;padding:20px 24px;font-size:22px;font-weight:bold">🍱 Tiffin</td></tr>
<tr><td style="padding:24px"><h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(title)}</h1>${bodyHtml}</td></tr>
<tr><td style="padding:16px 24px;color:#6b7a6b;font-size:12px">You received this because someone used this address on Tiffin. If it was not you, ignore this email.</td></tr>
</table></td></tr></table></body></html>`;
}

const codeBlock = (code: string) =>
  `<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:16px 0;color:#2f9e44">${escapeHtml(code)}</p>`;

export function signupCodeMail(to: string, username: string, code: string): Mail {
  return {
    to,
    subject: `Your Tiffin verification code: ${code}`,
    text: `Hi ${username},\n\nYour Tiffin verification code is ${code}. It expires in 10 minutes.\n\nIf you did not sign up, ignore this email.`,
    html: layout(
      'Verify your email',
      `<p>Hi ${escapeHtml(username)}, welcome to Tiffin! Your verification code is:</p>${codeBlock(code)}<p>It expires in 10 minutes.</p>`,
    ),
  };
}

/** Sent instead of a code when a sign-up names an email that already has a verified account of that role. */
export function emailTakenMail(to: string): Mail {
  const text =
    'Someone tried to register a Tiffin account with your email. If it was you, sign in or reset your password. If it was not you, ignore this email: your account is unchanged.';
  return {
    to,
    subject: 'Someone tried to register on Tiffin with your email',
    text,
    html: layout('Someone tried to register with your email', `<p>${escapeHtml(text)}</p>`),
  };
}

export function resetCodeMail(to: string, code: string): Mail {
  return {
    to,
    subject: `Your Tiffin password reset code: ${code}`,
    text: `Your Tiffin password reset code is ${code}. It expires in 10 minutes.\n\nIf you did not ask to reset your password, ignore this email.`,
    html: layout(
      'Reset your password',
      `<p>Use this code to reset your Tiffin password:</p>${codeBlock(code)}<p>It expires in 10 minutes.</p>`,
    ),
  };
}
