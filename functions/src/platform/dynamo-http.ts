import aws4 from 'aws4';
import http from 'node:http';
import https from 'node:https';

/** One DynamoDB JSON-protocol call's answer: the HTTP status and the parsed body. */
export interface JsonAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface Credentials {
  accessKeyId?: string;
  secretAccessKey?: string;
  sessionToken?: string;
}

/** Connections are kept open between calls (and invocations), as the SDK does. */
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/** POSTs one operation (`DynamoDB_20120810.<operation>`, its JSON `body`), signed with SigV4 by aws4. */
export function sendJson(
  url: URL,
  region: string,
  credentials: Credentials,
  operation: string,
  body: string,
): Promise<JsonAnswer> {
  const signed = aws4.sign(
    {
      host: url.host,
      path: '/',
      method: 'POST',
      service: 'dynamodb',
      region,
      headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': `DynamoDB_20120810.${operation}` },
      body,
    },
    credentials,
  );
  const secure = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(
      {
        protocol: url.protocol,
        hostname: url.hostname,
        port: url.port,
        path: '/',
        method: 'POST',
        headers: signed.headers as http.OutgoingHttpHeaders,
        agent: agents[secure ? 'https:' : 'http:'],
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({
              status: response.statusCode ?? 0,
              body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
            });
          } catch {
            // Not DynamoDB's JSON (a proxy's page, a cut answer): a transport failure, retried like a 5xx.
            resolve({ status: Math.max(response.statusCode ?? 0, 502), body: { message: text.slice(0, 200) } });
          }
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
