import { inject } from 'vitest';

interface StoredEmail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

/** Every mail the local SES inbox received for an address, oldest first. */
export async function mailsTo(address: string): Promise<StoredEmail[]> {
  const response = await fetch(`${inject('sesEndpoint')}/store`);
  const { emails } = (await response.json()) as { emails: StoredEmail[] };
  return emails.filter((mail) => mail.destination.to.some((to) => to.includes(address)));
}

/** The code of the newest mail to an address, read the way a person would: from the mail's text. */
export async function latestCode(address: string, digits: number): Promise<string> {
  const mails = await mailsTo(address);
  const text = mails.at(-1)?.body.text ?? '';
  const code = new RegExp(`\\b(\\d{${digits}})\\b`).exec(text)?.[1];
  if (!code) throw new Error(`no ${digits}-digit code in the inbox for ${address}`);
  return code;
}
