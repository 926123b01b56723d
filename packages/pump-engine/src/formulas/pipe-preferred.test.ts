import { describe, expect, it } from 'vitest';
import { NON_PREFERRED_NPS, pipeVelocityFtS, SCH40_PIPES, selectSch40Pipe } from './pipe.ts';

describe('selectSch40Pipe over the preferred sizes', () => {
  it('picks what a scan of every size skipping the non-preferred ones picks', () => {
    for (let flowGpm = 1; flowGpm <= 20_000; flowGpm *= 1.07) {
      for (const maxVelocityFtS of [5, 6, 10]) {
        const scanned =
          SCH40_PIPES.filter((pipe) => !NON_PREFERRED_NPS.includes(pipe.nps))
            .map((pipe) => ({
              nps: pipe.nps,
              insideDiameterIn: pipe.insideDiameterIn,
              velocityFtS: pipeVelocityFtS({ flowGpm, insideDiameterIn: pipe.insideDiameterIn }),
            }))
            .find((pipe) => pipe.velocityFtS <= maxVelocityFtS) ?? null;
        expect(selectSch40Pipe({ flowGpm, maxVelocityFtS, preferredOnly: true })).toEqual(scanned);
      }
    }
  });
});
