import { describe, expect, it } from 'vitest';
import { bodyLimit } from '#platform/middlewares/body-limit';
import { parseJson } from '#platform/middlewares/parse-json';
import { event, route, run } from './run.ts';

const parse = (body: string | undefined, headers: Record<string, string> = {}, rawBody = false) =>
  run([bodyLimit(), parseJson(route({ rawBody }))], event({ body, headers }));

describe('parseJson: the body read as JSON', () => {
  it('broken JSON is a 400 with { message }, never a 500 or a 415', async () => {
    for (const broken of ['{"email":', 'not json', '{"a":1}}']) {
      const { response, body, reached } = await parse(broken, { 'content-type': 'application/json' });
      expect(response.statusCode).toBe(400);
      expect(body).toEqual({ message: 'Malformed JSON body' });
      expect(reached).toBeNull();
    }
  });

  it('a JSON body without a content type is read all the same', async () => {
    const { response, reached } = await parse('{"email":"asha@example.com"}');
    expect(response.statusCode).toBe(200);
    expect(reached?.bodyJson).toEqual({ email: 'asha@example.com' });
  });

  it('an empty or blank body is no body, not an error (the schema then says whether one is needed)', async () => {
    for (const empty of [undefined, '', '  \n']) {
      const { response, reached } = await parse(empty);
      expect(response.statusCode).toBe(200);
      expect(reached?.bodyJson).toBeUndefined();
    }
  });

  it('a raw-body route (the signed webhook) is left unparsed, its exact text kept', async () => {
    const signed = 'id=evt_1&not json at all';
    const { response, reached } = await parse(signed, {}, true);
    expect(response.statusCode).toBe(200);
    expect(reached?.bodyJson).toBeUndefined();
    expect(reached?.rawBody).toBe(signed);
  });
});
