import { describe, expect, it } from 'vitest';
import {
  waterLiquidProperties,
  waterSpecificGravity,
  waterVaporPressurePsia,
  waterViscosityCp,
} from './water.ts';

describe('waterLiquidProperties', () => {
  it('gives exactly the separate property functions over the whole range', () => {
    for (let temperatureF = 32; temperatureF <= 400; temperatureF += 0.7) {
      expect(waterLiquidProperties(temperatureF)).toEqual({
        specificGravity: waterSpecificGravity(temperatureF),
        viscosityCp: waterViscosityCp(temperatureF),
        vaporPressurePsia: waterVaporPressurePsia(temperatureF),
      });
    }
  });
});
