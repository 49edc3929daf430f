import { beforeAll, describe, expect, it } from 'vitest';
import { authenticate } from '#platform/middlewares/authenticate';
import { signToken } from '#platform/tokens';
import { event, route, run } from './run.ts';
import { useFreshSigningKeys } from './signing-keys.ts';

beforeAll(useFreshSigningKeys);

const withToken = (token: string, header = 'authorization', scheme = 'Bearer') =>
  event({ headers: { [header]: `${scheme} ${token}` } });
const customerRoute = route({ role: 'customer' });

describe('authenticate: the bearer token and the route role', () => {
  it('a protected route without a token is a 401 with { message }, and the domain call never runs', async () => {
    const { response, body, reached } = await run([authenticate(customerRoute)], event());
    expect(response.statusCode).toBe(401);
    expect(body).toEqual({ message: 'Please log in to continue.' });
    expect(reached).toBeNull();
  });

  it('a forged or mangled token on a protected route is a 401 that says the session expired', async () => {
    const real = await signToken({ sub: 'u1', role: 'customer' });
    for (const token of ['not-a-jwt', `${real.slice(0, -4)}AAAA`]) {
      const { response, body } = await run([authenticate(customerRoute)], withToken(token));
      expect(response.statusCode).toBe(401);
      expect(body).toEqual({ message: 'Your session has expired. Please log in again.' });
    }
  });

  it("another role's token is a 403 with { message }", async () => {
    const seller = await signToken({ sub: 's1', role: 'seller' });
    const { response, body } = await run([authenticate(customerRoute)], withToken(seller));
    expect(response.statusCode).toBe(403);
    expect(body).toEqual({ message: 'You are not allowed to do this.' });
  });

  it("a token of the route's role reaches the domain call as its caller, whatever the header's or scheme's case", async () => {
    const token = await signToken({ sub: 'u1', role: 'customer', ver: 3 });
    for (const request of [withToken(token), withToken(token, 'Authorization', 'bearer')]) {
      const { response, reached } = await run([authenticate(customerRoute)], request);
      expect(response.statusCode).toBe(200);
      expect(reached?.caller).toMatchObject({ sub: 'u1', role: 'customer', ver: 3 });
    }
  });

  it('on a public route a bad token counts as no token: the call goes on with no caller', async () => {
    for (const request of [withToken('not-a-jwt'), event()]) {
      const { response, reached } = await run([authenticate(route({ role: 'public' }))], request);
      expect(response.statusCode).toBe(200);
      expect(reached?.caller).toBeNull();
    }
  });
});
