import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the SES endpoint answers SendEmail: it sends, refuses (500, 400 MessageRejected, 429 throttled) or never answers. */
export type SesMode = 'send' | 'fail' | 'reject' | 'throttle' | 'hang';

const REFUSALS: Record<Exclude<SesMode, 'send' | 'hang'>, { status: number; type: string }> = {
  fail: { status: 500, type: 'InternalFailure' },
  reject: { status: 400, type: 'MessageRejected' },
  throttle: { status: 429, type: 'TooManyRequestsException' },
};

/**
 * An SES v2 endpoint for one test file, named in SES_ENDPOINT before the handlers load: it answers SendEmail as the
 * test sets it (SES's own error shapes, which the SDK reads and retries as it would in AWS) and keeps what it sent.
 */
export async function startFaultySes() {
  let mode: SesMode = 'send';
  const sent: { to: string; subject: string; text: string }[] = [];
  const calls = { count: 0 };
  const server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    calls.count++;
    if (mode === 'hang') return;
    if (mode !== 'send') {
      const { status, type } = REFUSALS[mode];
      response.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': type });
      return response.end(JSON.stringify({ message: `${type} (staged)` }));
    }
    const mail = JSON.parse(text) as {
      Destination: { ToAddresses: string[] };
      Content: { Simple: { Subject: { Data: string }; Body: { Text: { Data: string } } } };
    };
    sent.push({
      to: mail.Destination.ToAddresses[0]!,
      subject: mail.Content.Simple.Subject.Data,
      text: mail.Content.Simple.Body.Text.Data,
    });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ MessageId: `local-${sent.length}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.SES_ENDPOINT = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    setMode: (next: SesMode) => void (mode = next),
    /** The mails sent to an address. */
    sentTo: (address: string) => sent.filter((mail) => mail.to === address),
    /** How many SendEmail calls reached the endpoint. */
    calls: () => calls.count,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
