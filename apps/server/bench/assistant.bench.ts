// `npm run -w @specsource/server bench:assistant`: start-up time of the built-in assistant (reading and
// indexing the bundled knowledge base) and the time per answer over the evaluation's questions. Numbers, not a test.

import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createBuiltInAssistant } from '../src/features/assistant/builtin/builtin-assistant.ts';
import { wizardAnswer } from '../test/part-answer.ts';

interface EvalQuestion {
  question: string;
  context?: Record<string, { value: number | string; unit?: string }>;
}

const ROUNDS = 50;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const startUps: number[] = [];
for (let i = 0; i < 5; i += 1) {
  const started = performance.now();
  createBuiltInAssistant();
  startUps.push(performance.now() - started);
}
console.log(
  `start-up (read + index knowledge): first ${startUps[0]?.toFixed(1)} ms, then ${startUps
    .slice(1)
    .map((ms) => ms.toFixed(1))
    .join(' / ')} ms`,
);

const { questions } = JSON.parse(
  readFileSync(new URL('../eval/assistant-questions.json', import.meta.url), 'utf8'),
) as { questions: EvalQuestion[] };
const assistant = createBuiltInAssistant();
const asked = questions.map((item) => ({
  prompt: item.question,
  context: item.context === undefined ? {} : { part: 'pump', answer: wizardAnswer(item.context) },
}));
const times: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const question of asked) {
    const started = performance.now();
    await assistant.answer(question);
    times.push(performance.now() - started);
  }
}
times.sort((a, b) => a - b);
const mean = times.reduce((sum, ms) => sum + ms, 0) / times.length;
console.log(
  `per answer over ${asked.length} questions × ${ROUNDS}: mean ${mean.toFixed(3)} ms, p50 ${percentile(times, 50).toFixed(3)} ms, p99 ${percentile(times, 99).toFixed(3)} ms, max ${percentile(times, 100).toFixed(3)} ms`,
);
