import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config } from './config.ts';
import { AppError } from './errors.ts';
import { logger } from './logger.ts';

/** Created once per container. Locally SES_ENDPOINT points at the aws-ses-v2-local inbox. */
const endpoint = process.env.SES_ENDPOINT;
const ses = new SESv2Client({
  region: config.region,
  ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
});

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export class MailNotSent extends AppError {
  constructor() {
    super(502, 'We could not send the email right now. Please try again in a moment.');
  }
}

export async function sendMail(mail: Mail): Promise<void> {
  try {
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: process.env.MAIL_FROM ?? 'Tiffin <no-reply@tiffin.local>',
        Destination: { ToAddresses: [mail.to] },
        Content: {
          Simple: {
            Subject: { Data: mail.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
          },
        },
      }),
    );
  } catch (error) {
    logger.error('SES SendEmail failed', { error: (error as Error).name });
    throw new MailNotSent();
  }
}
