import type { Server } from 'node:http';
import sesModule from 'aws-ses-v2-local';

type StartInbox = (config?: { host?: string; port?: number }) => Promise<Server>;

/** The local SES inbox (npm `aws-ses-v2-local`): a page to read mails and `GET /store` as JSON. */
export async function startSesInbox(port: number): Promise<Server> {
  const start = ((sesModule as unknown as { default?: StartInbox }).default ?? sesModule) as unknown as StartInbox;
  return start({ host: '::', port });
}
