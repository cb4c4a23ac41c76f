/**
 * Where a hot read's database time goes: sends each hot request once to the real API on the seeded bench
 * database, records every statement it runs (text and parameters, as the pool sent them), and prints
 * EXPLAIN (ANALYZE, BUFFERS) of each, with planning and execution times. Run with `pnpm bench:explain`;
 * `BENCH_ONLY=<regex>` picks requests by name. The bench README quotes its output.
 */
import type pg from 'pg';
import { withStack } from './stack';

interface Sent {
  text: string;
  values: unknown[];
}

/** Records the statements sent through the pool's clients while `recording` is set. */
function recordStatements(pool: pg.Pool) {
  const Client = (pool as unknown as { Client: typeof pg.Client }).Client;
  const proto = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const state: { recording: Sent[] | undefined } = { recording: undefined };
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args as [unknown, unknown];
    if (state.recording) {
      const config = typeof first === 'string' ? { text: first, values: second } : (first as Partial<Sent>);
      const values = Array.isArray(config.values) ? config.values : Array.isArray(second) ? second : [];
      if (config.text) state.recording.push({ text: config.text, values });
    }
    return original.apply(this, args);
  };
  return state;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

async function main() {
  await withStack(async ({ database, seeded, api, token }) => {
    const pool = database.pool!;
    const recorder = recordStatements(pool);
    const compared = seeded.comparedItemIds.join(',');
    const requests: Array<[string, string]> = [
      ['list my folders', '/api/folders'],
      ['open a folder (500 items)', `/api/folders/${seeded.bigFolderId}`],
      ['item page', `/api/items/${seeded.comparedItemIds[0]}`],
      ['compare 5 items', `/api/folders/${seeded.bigFolderId}/compare?items=${compared}`],
      [
        'collaborative compare (5 items, 3 people)',
        `/api/folders/${seeded.bigFolderId}/compare?items=${compared}&type=collaborative`,
      ],
      ['decision view (500 items)', `/api/folders/${seeded.bigFolderId}/decision?weights=group`],
    ];
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
    for (const [name, path] of requests.filter(([n]) => !only || only.test(n))) {
      const get = async () => {
        const res = await fetch(`${api}${path}`, { headers: { authorization: `Bearer ${token}` } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${name}: ${res.status}`);
      };
      await get(); // warm
      const sent: Sent[] = [];
      recorder.recording = sent;
      await get();
      recorder.recording = undefined;
      console.log(`\n## ${name}: ${sent.length} statements\n`);
      for (const [index, statement] of sent.entries()) {
        const explained = await pool.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers, costs off) ${statement.text}`,
          statement.values,
        );
        const plan = explained.rows.map((row) => row['QUERY PLAN']);
        const timing = plan.filter((line) => /^(Planning|Execution) Time/.test(line)).join(', ');
        console.log(`${index + 1}. ${oneLine(statement.text).slice(0, 160)}…`);
        console.log(`   ${timing}`);
        if (process.env.EXPLAIN_PLANS) console.log(plan.map((line) => `     ${line}`).join('\n'));
      }
    }
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
