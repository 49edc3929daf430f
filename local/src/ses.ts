import type { Server } from 'node:http';
import sesModule from 'aws-ses-v2-local';

type StartInbox = (config?: { host?: string; port?: number }) => Promise<Server>;

/** The local SES inbox (npm `aws-ses-v2-local`): a page to read mails and `GET /store` as JSON; loopback only by default. */
export async function startSesInbox(port: number, host = process.env.HOST || '127.0.0.1'): Promise<Server> {
  const start = ((sesModule as unknown as { default?: StartInbox }).default ?? sesModule) as unknown as StartInbox;
  return start({ host, port });
}
