import { describe, expect, it } from 'vitest';
import { viscosityParameterB, viscosityParameterBAt } from './viscosity-correction.ts';

describe('viscosityParameterBAt', () => {
  it('gives exactly viscosityParameterB for every flow and head at its viscosity and speed', () => {
    for (const viscosityCst of [1.8, 20, 100, 3000]) {
      for (const speedRpm of [1170, 1750, 2900, 3560]) {
        const parameterB = viscosityParameterBAt(viscosityCst, speedRpm);
        for (const flowGpm of [0.1, 3.7, 50, 512.25, 9000]) {
          for (const headFt of [1, 33.3, 150, 640]) {
            expect(parameterB(flowGpm, headFt)).toBe(
              viscosityParameterB({ flowGpm, headFt, speedRpm, viscosityCst }),
            );
          }
        }
      }
    }
  });
});
