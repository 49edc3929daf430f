import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '#domain/model';
import { REVIEW_MESSAGES, submitReview } from '#domain/orders/reviews';
import { anOrder, fakePorts, seedShop } from '../support/fakes.ts';

/** Who may review what: only the customer's own Delivered order, once per dish line and once for the restaurant. */
function world(status: OrderRecord['orderStatus'] = 'Delivered') {
  const w = fakePorts();
  seedShop(w.tables);
  w.tables.orders.set('TF-1', anOrder({ orderStatus: status, statusHistory: [] }));
  return w;
}
const dish = { orderId: 'TF-1', type: 'food' as const, foodId: 'f-1', rating: 4, comment: 'Crisp.' };

describe('review eligibility', () => {
  it("a customer reviews a dish of their Delivered order once; the dish's rating moves", async () => {
    const w = world();
    expect(await submitReview(w.ports, 'u-1', dish)).toEqual({ message: REVIEW_MESSAGES.submitted });
    expect(w.tables.foods.get('f-1')).toMatchObject({ ratingSum: 4, ratingCount: 1 });
    await expect(submitReview(w.ports, 'u-1', dish)).rejects.toMatchObject({ code: 'ALREADY_REVIEWED' });
    expect(w.tables.foods.get('f-1')).toMatchObject({ ratingSum: 4, ratingCount: 1 });
  });

  it('an order that is not Delivered cannot be reviewed', async () => {
    const w = world('Preparing');
    await expect(submitReview(w.ports, 'u-1', dish)).rejects.toMatchObject({ code: 'NOT_DELIVERED' });
  });

  it("someone else's order is not found", async () => {
    const w = world();
    await expect(submitReview(w.ports, 'u-2', dish)).rejects.toMatchObject({
      statusCode: 404,
      message: REVIEW_MESSAGES.unknownOrder,
    });
  });

  it('a dish that is not part of the order cannot be reviewed through it', async () => {
    const w = world();
    await expect(submitReview(w.ports, 'u-1', { ...dish, foodId: 'f-9' })).rejects.toMatchObject({
      message: REVIEW_MESSAGES.unknownLine,
    });
  });

  it('two reviews of one line at once: one is written, the other is told it was already reviewed', async () => {
    const w = world();
    const answers = await Promise.allSettled([submitReview(w.ports, 'u-1', dish), submitReview(w.ports, 'u-1', dish)]);
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    expect(w.tables.reviews).toHaveLength(1);
  });

  it('a dish deleted since the order cannot be reviewed, and nothing is written', async () => {
    const w = world();
    w.tables.foods.delete('f-1');
    await expect(submitReview(w.ports, 'u-1', dish)).rejects.toMatchObject({ message: REVIEW_MESSAGES.gone });
    expect(w.tables.reviews).toHaveLength(0);
  });
});
