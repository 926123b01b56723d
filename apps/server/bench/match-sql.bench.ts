// `npm run bench` (docs/benchmarks.md): the top-3 selection written as one SQL query in PostgreSQL — what a typical
// implementation does — side by side with the in-memory matcher on the same data, the 20,000-spec demo catalogue plus
// the real curves loaded into a PostgreSQL database this bench creates and drops. p50/p99 per query over the same
// varied duties, and the ratio.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55433/postgres node apps/server/bench/match-sql.bench.ts
//
// Without BENCH_DATABASE_URL it says how to run it and exits 0.

import { buildCatalogueIndex, type Duty, match } from '@specsource/pump-engine';
import pg from 'pg';
import { loadCataloguePumps } from '../src/domain/catalogue/catalogue-load.repository.ts';
import { openDatabase } from '../src/platform/db/client.ts';
import { seedPumpCatalogue } from '../src/seed/seed-pump-catalogue.ts';
import { type BenchDuty, benchDuties, FT_PER_M, GPM_PER_M3H, ms, summarise } from './bench-support.ts';

const DUTY_COUNT = 250;
const WARM_UP = 20;

/**
 * The "typical" query, straight over the normalised tables: every curve segment by a window function, each pump's
 * head, efficiency and NPSH3 interpolated at the duty flow (on the supply frequency by the affinity laws), the
 * trim/speed ratio from the affinity bound y = √(H / H_full(Q)) kept inside the impeller or speed range, the POR
 * (70–120 % of BEP) and NPSHa ≥ 1.1·NPSH3 as filters, then a score (efficiency, distance from BEP, lead time) and
 * LIMIT 3. It does less than the matcher (no exact affinity solve, motor, viscosity or life-cycle cost), which
 * flatters it.
 *
 * $1 flow gpm, $2 head ft, $3 NPSHa ft or null, $4 supply Hz or null.
 */
const TYPICAL_SQL = `
with duty as (
  select $1::float8 as q, $2::float8 as h, $3::float8 as npsha, $4::float8 as hz
),
pump as (
  select m.id, m.public_id, m.lead_time_weeks,
         coalesce(d.hz / m.frequency_hz, 1) as s,
         case when m.variable_speed_min_rpm is null then m.impeller_min_diameter_in / m.impeller_max_diameter_in
              else m.variable_speed_min_rpm / m.nominal_speed_rpm / coalesce(d.hz / m.frequency_hz, 1) end as y_lo,
         case when m.variable_speed_min_rpm is null then 1
              else least(m.variable_speed_max_rpm / m.nominal_speed_rpm, 1.2) / coalesce(d.hz / m.frequency_hz, 1) end as y_hi
  from pump_models m cross join duty d
),
bep as (
  select distinct on (model_id) model_id, flow_gpm as bep_q
  from pump_curve_points
  where efficiency_pct is not null
  order by model_id, efficiency_pct desc, point_index
),
seg as (
  select model_id, flow_gpm as q0, head_ft as h0, efficiency_pct as e0, npshr_ft as n0,
         lead(flow_gpm) over w as q1, lead(head_ft) over w as h1,
         lead(efficiency_pct) over w as e1, lead(npshr_ft) over w as n1
  from pump_curve_points
  window w as (partition by model_id order by point_index)
),
at_duty as (
  select p.public_id, p.lead_time_weeks, p.y_lo, p.y_hi, b.bep_q * p.s as bep_q,
         (d.q / p.s - g.q0) / (g.q1 - g.q0) as t, g.*, p.s, d.q, d.h, d.npsha
  from pump p
  join bep b on b.model_id = p.id
  join seg g on g.model_id = p.id and g.q1 is not null and g.q0 <= (select q from duty) / p.s and g.q1 > (select q from duty) / p.s
  cross join duty d
),
solved as (
  select public_id, lead_time_weeks, bep_q, q, npsha,
         s * s * (h0 + (h1 - h0) * t) as h_full,
         e0 + (e1 - e0) * t as eff_pct,
         s * s * (n0 + (n1 - n0) * t) as npshr,
         sqrt(h / nullif(s * s * (h0 + (h1 - h0) * t), 0)) as y,
         y_lo, y_hi
  from at_duty
),
scored as (
  select public_id, eff_pct, npshr, 100 * q / (y * bep_q) as pct_bep,
         0.30 * least(eff_pct / 90, 1)
       + 0.25 * greatest(0, 1 - abs(100 * q / (y * bep_q) - 100) / 60)
       + 0.10 * coalesce(1 - least(lead_time_weeks, 26) / 26.0, 0.5) as score,
         npsha, y, y_lo, y_hi
  from solved
  where h_full > 0 and eff_pct is not null
)
select public_id, pct_bep, eff_pct, score
from scored
where y between y_lo and y_hi
  and pct_bep between 70 and 120
  and (npsha is null or npshr is null or npsha >= 1.1 * npshr)
order by score desc, public_id
limit 3`;

/**
 * The same selection over a precomputed table (one row per curve segment with the pump's BEP and ratio bounds, a GiST
 * index on the segment's flow range): what a tuned SQL implementation does. $1 flow at 60 Hz-rated pumps' own speed,
 * $2 flow for 50 Hz-rated pumps (both Q/s), then head, NPSHa and supply Hz.
 */
const TUNED_SETUP_SQL = [
  'create type bench_flow_range as range (subtype = float8)',
  `create table bench_segments as
   select g.model_id, m.public_id, m.frequency_hz, m.lead_time_weeks,
          bench_flow_range(g.q0, g.q1, '[)') as flows, g.q0, g.q1, g.h0, g.h1, g.e0, g.e1, g.n0, g.n1, b.bep_q,
          case when m.variable_speed_min_rpm is null then m.impeller_min_diameter_in / m.impeller_max_diameter_in end as trim_lo,
          m.variable_speed_min_rpm / m.nominal_speed_rpm as vfd_lo,
          least(m.variable_speed_max_rpm / m.nominal_speed_rpm, 1.2) as vfd_hi
   from (select model_id, flow_gpm as q0, head_ft as h0, efficiency_pct as e0, npshr_ft as n0,
                lead(flow_gpm) over w as q1, lead(head_ft) over w as h1,
                lead(efficiency_pct) over w as e1, lead(npshr_ft) over w as n1
         from pump_curve_points window w as (partition by model_id order by point_index)) g
   join pump_models m on m.id = g.model_id
   join (select distinct on (model_id) model_id, flow_gpm as bep_q from pump_curve_points
         where efficiency_pct is not null order by model_id, efficiency_pct desc, point_index) b on b.model_id = g.model_id
   where g.q1 is not null and g.q1 > g.q0`,
  'create index bench_segments_flows on bench_segments using gist (flows)',
  'analyze bench_segments',
];

const TUNED_SQL = `
with hit as (
  select b.*, coalesce($5::float8 / frequency_hz, 1) as s,
         case when frequency_hz = 60 then $1::float8 else $2::float8 end as x
  from bench_segments b
  where (frequency_hz = 60 and flows @> $1::float8) or (frequency_hz = 50 and flows @> $2::float8)
),
interp as (
  select public_id, lead_time_weeks, bep_q * s as bep_q, s, trim_lo, vfd_lo, vfd_hi,
         s * s * (h0 + (h1 - h0) * (x - q0) / (q1 - q0)) as h_full,
         e0 + (e1 - e0) * (x - q0) / (q1 - q0) as eff_pct,
         s * s * (n0 + (n1 - n0) * (x - q0) / (q1 - q0)) as npshr
  from hit
),
solved as (
  select *, sqrt($3::float8 / h_full) as y from interp where h_full > 0 and eff_pct is not null
),
scored as (
  select public_id, eff_pct, npshr, y, s, trim_lo, vfd_lo, vfd_hi, lead_time_weeks,
         100 * $6::float8 / (y * bep_q) as pct_bep
  from solved
)
select public_id, pct_bep, eff_pct,
       0.30 * least(eff_pct / 90, 1)
     + 0.25 * greatest(0, 1 - abs(pct_bep - 100) / 60)
     + 0.10 * coalesce(1 - least(lead_time_weeks, 26) / 26.0, 0.5) as score
from scored
where y between coalesce(trim_lo, vfd_lo / s) and coalesce(case when trim_lo is null then vfd_hi / s end, 1)
  and pct_bep between 70 and 120
  and ($4::float8 is null or npshr is null or $4::float8 >= 1.1 * npshr)
order by score desc, public_id
limit 3`;

function engineDuty(duty: BenchDuty): Duty {
  return {
    flowRate: duty.isMetric
      ? { value: duty.flowGpm / GPM_PER_M3H, unit: 'm3/h' }
      : { value: duty.flowGpm, unit: 'gpm' },
    head: duty.isMetric ? { value: duty.headFt / FT_PER_M, unit: 'm' } : { value: duty.headFt, unit: 'ft' },
    ...(duty.npshAvailableFt === null ? {} : { npshAvailable: { value: duty.npshAvailableFt, unit: 'ft' } }),
    ...(duty.frequencyHz === null ? {} : { frequencyHz: duty.frequencyHz }),
  };
}

async function timeSql(
  client: pg.Client,
  name: string,
  text: string,
  params: (duty: BenchDuty) => unknown[],
) {
  const duties = benchDuties(DUTY_COUNT);
  for (const duty of duties.slice(0, WARM_UP)) {
    await client.query({ name, text, values: params(duty) });
  }
  const times: number[] = [];
  const tops: (string | null)[] = [];
  let found = 0;
  for (const duty of duties) {
    const started = performance.now();
    const result = await client.query<{ public_id: string }>({ name, text, values: params(duty) });
    times.push(performance.now() - started);
    found += result.rows.length > 0 ? 1 : 0;
    tops.push(result.rows[0]?.public_id ?? null);
  }
  return { ...summarise(times), found, tops };
}

async function main(): Promise<void> {
  // biome-ignore lint/style/noProcessEnv: a bench is an entry point, like the CLIs: it reads its settings itself.
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    console.log(
      'match-sql bench skipped: set BENCH_DATABASE_URL to a PostgreSQL server it may create a database on, e.g. BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55433/postgres npm run -w @specsource/server bench',
    );
    return;
  }
  const name = `specsource_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  const drop = async () => {
    if (!dropped) {
      dropped = true;
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  };
  process.once('SIGINT', () => {
    void drop().finally(() => process.exit(130));
  });
  try {
    const connection = await openDatabase({ databaseUrl: url.toString(), maxConnections: 2 });
    await connection.migrate();
    const seeded = await seedPumpCatalogue(connection.db);
    const pumps = await loadCataloguePumps(connection.db);
    await connection.close();
    console.log(
      `match-sql: ${pumps.length.toLocaleString('en-US')} specs (20,000 demo + real curves) seeded into PostgreSQL in ${(seeded.ms / 1000).toFixed(1)} s; ${DUTY_COUNT} duties, one query at a time on one connection`,
    );

    // In memory, from the same rows: the server's own path (loadCataloguePumps → buildCatalogueIndex → match).
    const index = buildCatalogueIndex(pumps);
    const duties = benchDuties(DUTY_COUNT);
    for (const duty of duties.slice(0, WARM_UP)) {
      match(engineDuty(duty), index, { limit: 3 });
    }
    const memoryTimes: number[] = [];
    const memoryTops: (string | null)[] = [];
    for (const duty of duties) {
      const started = performance.now();
      const result = match(engineDuty(duty), index, { limit: 3 });
      memoryTimes.push(performance.now() - started);
      const top = result[0];
      memoryTops.push(top !== undefined && 'pump_id' in top ? top.pump_id : null);
    }
    const memory = summarise(memoryTimes);
    const memoryFound = memoryTops.filter((top) => top !== null).length;

    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const typical = await timeSql(client, 'typical', TYPICAL_SQL, (duty) => [
      duty.flowGpm,
      duty.headFt,
      duty.npshAvailableFt,
      duty.frequencyHz,
    ]);
    for (const statement of TUNED_SETUP_SQL) {
      await client.query(statement);
    }
    const tuned = await timeSql(client, 'tuned', TUNED_SQL, (duty) => {
      const hz = duty.frequencyHz;
      return [
        hz === null ? duty.flowGpm : (duty.flowGpm * 60) / hz,
        hz === null ? duty.flowGpm : (duty.flowGpm * 50) / hz,
        duty.headFt,
        duty.npshAvailableFt,
        hz,
        duty.flowGpm,
      ];
    });
    await client.end();

    const agree = (tops: (string | null)[]) =>
      tops.filter((top, i) => top !== null && top === memoryTops[i]).length;
    console.log(
      `  in-memory match():  p50 ${ms(memory.p50)}, p99 ${ms(memory.p99)}, max ${ms(memory.max)} (${memoryFound} duties with matches; full analysis of each match included)`,
    );
    console.log(
      `  SQL, typical:       p50 ${ms(typical.p50)}, p99 ${ms(typical.p99)}, max ${ms(typical.max)} (${typical.found} with rows; same top pump as the matcher on ${agree(typical.tops)})`,
    );
    console.log(
      `  SQL, precomputed:   p50 ${ms(tuned.p50)}, p99 ${ms(tuned.p99)}, max ${ms(tuned.max)} (${tuned.found} with rows; same top pump as the matcher on ${agree(tuned.tops)})`,
    );
    console.log(
      `  ratio SQL/in-memory: typical ${(typical.p50 / memory.p50).toFixed(0)}× at p50, ${(typical.p99 / memory.p99).toFixed(0)}× at p99; precomputed ${(tuned.p50 / memory.p50).toFixed(1)}× at p50, ${(tuned.p99 / memory.p99).toFixed(1)}× at p99`,
    );
  } finally {
    await drop();
  }
}

await main();
