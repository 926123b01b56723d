import { describe, expect, it } from 'vitest';
import { COMPRESSOR_PART_TYPE, PUMP_PART_TYPE } from '../test-data.ts';
import { resultsDisplayOf, SHOW_EVERYTHING } from './results-display.ts';

const pump = PUMP_PART_TYPE.config;

describe('resultsDisplayOf', () => {
  it('shows everything, three matches, while no configuration is loaded', () => {
    expect(resultsDisplayOf(undefined)).toEqual({
      showAnalysis: true,
      showMatches: true,
      showNoMatchPanel: true,
      maxMatches: 3,
      showFeedback: true,
    });
    expect(resultsDisplayOf(undefined)).toBe(SHOW_EVERYTHING);
  });

  it('the seeded pump shows everything; the seeded compressor nothing', () => {
    expect(resultsDisplayOf(pump)).toEqual(SHOW_EVERYTHING);
    expect(resultsDisplayOf(COMPRESSOR_PART_TYPE.config)).toEqual({
      showAnalysis: false,
      showMatches: false,
      showNoMatchPanel: false,
      maxMatches: 3,
      showFeedback: false,
    });
  });

  it('each results flag hides its own part only', () => {
    const flags = (results: Partial<typeof pump.results>) =>
      resultsDisplayOf({ ...pump, results: { ...pump.results, ...results } });
    expect(flags({ showFirstPrinciples: false })).toEqual({ ...SHOW_EVERYTHING, showAnalysis: false });
    expect(flags({ showTopMatches: false })).toEqual({ ...SHOW_EVERYTHING, showMatches: false });
    expect(flags({ showNoMatchPanel: false })).toEqual({ ...SHOW_EVERYTHING, showNoMatchPanel: false });
    expect(flags({ maxMatches: 2 })).toEqual({ ...SHOW_EVERYTHING, maxMatches: 2 });
  });

  it('a feature switched off wins over its results flag', () => {
    const features = (changed: Partial<typeof pump.features>) =>
      resultsDisplayOf({ ...pump, features: { ...pump.features, ...changed } });
    expect(features({ firstPrinciples: false }).showAnalysis).toBe(false);
    expect(features({ matchResults: false }).showMatches).toBe(false);
    expect(features({ feedback: false }).showFeedback).toBe(false);
    // The no-match panel follows its own flag only.
    expect(features({ matchResults: false }).showNoMatchPanel).toBe(true);
  });
});
