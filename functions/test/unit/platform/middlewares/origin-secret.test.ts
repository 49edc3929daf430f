import { describe, expect, it, vi } from 'vitest';
import { ORIGIN_SECRET_HEADER, VIEWER_ADDRESS_HEADER } from '@tiffin/shared/api/edge';
import { bodyLimit, MAX_BODY_BYTES } from '#platform/middlewares/body-limit';
import { originSecret } from '#platform/middlewares/origin-secret';
import { event, run } from './run.ts';

/** Deployed: the origin secret comes from Secrets Manager; here a stand-in provider holds the one CloudFront sends. */
const SECRET = 'origin-secret-generated-at-deploy';
vi.mock('@aws-lambda-powertools/parameters/secrets', () => ({
  SecretsProvider: class {
    async get() {
      return SECRET;
    }
  },
}));
Object.assign(process.env, { AWS_REGION: 'ap-south-1', ORIGIN_SECRET_ARN: 'arn:aws:secretsmanager:origin' });

describe('originSecret: the API is reached through CloudFront only', () => {
  it('a request that went around CloudFront is a 403 with { message } before its body is even measured', async () => {
    const around = event({ headers: {}, body: 'x'.repeat(MAX_BODY_BYTES + 1) });
    const { response, body, reached } = await run([originSecret(), bodyLimit()], around);
    expect(response.statusCode).toBe(403);
    expect(body).toEqual({ message: 'You are not allowed to do this.' });
    expect(reached).toBeNull();
  });

  it('a request through CloudFront goes on, counted under the visitor address CloudFront saw', async () => {
    const through = event({
      headers: { [ORIGIN_SECRET_HEADER]: SECRET, [VIEWER_ADDRESS_HEADER]: '203.0.113.7:51234' },
    });
    const { response, reached } = await run([originSecret()], through);
    expect(response.statusCode).toBe(200);
    expect(reached?.ip).toBe('203.0.113.7');
  });
});
