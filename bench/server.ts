// `npm run bench -- server`: the API on its own in-memory local cloud (DynamoDB Local seeded with the demo
// marketplace, SES inbox, local Stripe, the API gateway): the Middy preset's overhead on the hot routes, the cost
// of the catalogue pages against the size of the rest of the catalogue, and checkout under contention.
import { startLocalCloud } from '../local/src/cloud.ts';
import { benchCloudPorts } from './ports.ts';
import type { BenchSection } from './report.ts';

export async function run(): Promise<BenchSection[]> {
  const t0 = Date.now();
  const cloud = await startLocalCloud({ ports: await benchCloudPorts(), tableName: 'tiffin-bench' });
  console.log(`  local cloud up in ${((Date.now() - t0) / 1000).toFixed(1)} s (${cloud.apiUrl}, in memory, seeded)`);
  try {
    const sections: BenchSection[] = [];
    const step = async (name: string, section: () => Promise<BenchSection>) => {
      console.log(`\n--- ${name}`);
      const started = Date.now();
      sections.push(await section());
      console.log(`--- ${name} done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    };
    const only = process.env.BENCH_SERVER_ONLY?.split(',');
    const wanted = (key: string) => !only || only.includes(key);
    if (wanted('hot')) await step('hot routes', async () => (await import('./server-hot.ts')).hotRoutes());
    if (wanted('cost'))
      await step('catalogue size', async () => (await import('./server-cost.ts')).catalogueCost(cloud));
    if (wanted('checkout'))
      await step('checkout race', async () => (await import('./server-checkout.ts')).checkoutRace(cloud));
    return sections;
  } finally {
    await cloud.stop();
  }
}
