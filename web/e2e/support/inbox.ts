import type { APIRequestContext } from '@playwright/test';
import { expect } from './a11y';
import { inboxUrl } from './stacks';

const inbox = inboxUrl;

interface InboxMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number | string;
}

/** Polls the local SES inbox for the newest mail to `email` whose subject matches, and reads its code. */
export async function codeFromInbox(request: APIRequestContext, email: string, subject: RegExp, digits: 4 | 6) {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${inbox}/store`);
        if (!response.ok()) return undefined;
        const { emails } = (await response.json()) as { emails: InboxMail[] };
        const mail = emails
          .filter((m) => m.destination.to.some((to) => to.toLowerCase() === email) && subject.test(m.subject))
          .at(-1);
        code = new RegExp(`code is (\\d{${digits}})\\b`).exec(mail?.body.text ?? '')?.[1];
        return code;
      },
      { message: `a mail to ${email} with a ${digits}-digit code`, timeout: 15_000 },
    )
    .toMatch(new RegExp(`^\\d{${digits}}$`));
  return code!;
}
