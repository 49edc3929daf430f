import { createRequire } from 'node:module';
import type * as SESModule from '@aws-sdk/client-sesv2';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import type { Mail, Mailer } from '#domain/ports';
import { config, webOrigin } from '#platform/config';
import { MailNotSent } from '#platform/errors';
import { logger } from '#platform/logger';
import { traced } from '#platform/tracer';

/**
 * The SES SDK is loaded (with `require`) and its client created on the first mail, once per container: a request that
 * sends none never loads it. The client is captured by the Tracer. Locally SES_ENDPOINT points at the
 * aws-ses-v2-local inbox.
 * Time: a connection gets 1 s and an attempt 2 s, two attempts in all, so an SES that never answers costs a request
 * about 4 s, not the route's whole timeout: the answer after a placed order or a cancel still reaches the customer.
 */
const load = createRequire(import.meta.url);
// Read at import, so a function that sends mail without knowing its site fails at start, by name.
webOrigin();
const sesSdk = () => load('@aws-sdk/client-sesv2') as typeof SESModule;
let ses: SESModule.SESv2Client | undefined;
const client = () => {
  const endpoint = config.sesEndpoint;
  ses ??= traced(
    new (sesSdk().SESv2Client)({
      region: config.region,
      maxAttempts: 2,
      requestHandler: new NodeHttpHandler({
        connectionTimeout: 1_000,
        requestTimeout: 2_000,
        throwOnRequestTimeout: true,
      }),
      ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    }),
  );
  return ses;
};

/** The Mailer port over Amazon SES (v2 SendEmail). A failure is a MailNotSent (502), logged without the address. */
export const sesMailer: Mailer = {
  /** The site's own address, for links in mails (an order's page): the WEB_ORIGIN setting. */
  get siteOrigin() {
    return webOrigin();
  },
  async send(mail: Mail) {
    try {
      await client().send(
        new (sesSdk().SendEmailCommand)({
          FromEmailAddress: config.mailFrom,
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
  },
};
