import { describe, expect, it } from 'vitest';
import { COMPRESSOR_PART_TYPE, PUMP_PART_TYPE } from '../test-data.ts';
import { loadingText } from './loading-text.ts';

describe('loadingText (docs/spec/pump-selection-spec.md §4)', () => {
  it('pump: the configured title with the catalogue’s real count', () => {
    expect(loadingText(PUMP_PART_TYPE, { specCount: 2046 })).toEqual({
      title: 'Analyzing 2,046 pump specifications...',
      subtitle: 'Running the first-principles analysis and ranking catalogue pumps for your duty point.',
    });
    expect(loadingText(PUMP_PART_TYPE, { specCount: 20500 }).title).toBe(
      'Analyzing 20,500 pump specifications...',
    );
  });

  it('pump: no figure while the count is on its way; the configured one if it cannot be read', () => {
    expect(loadingText(PUMP_PART_TYPE, { specCount: null }).title).toBe('Analyzing pump specifications...');
    expect(loadingText(PUMP_PART_TYPE, { specCount: undefined }).title).toBe(
      'Analyzing 20,000+ pump specifications...',
    );
  });

  it('a coming-soon type, or a forced coming-soon, shows the received message', () => {
    const received = { title: 'We received your request!', subtitle: 'Live updates are coming soon...' };
    expect(loadingText(COMPRESSOR_PART_TYPE)).toEqual(received);
    expect(loadingText(PUMP_PART_TYPE, { specCount: 2046, isComingSoon: true })).toEqual(received);
  });

  it('another live type keeps its own title: the pump catalogue count is not its figure', () => {
    const valve = {
      ...PUMP_PART_TYPE,
      name: 'valve',
      config: { ...PUMP_PART_TYPE.config, loading: { title: 'Sizing 500 valves...', subtitle: '' } },
    };
    expect(loadingText(valve, { specCount: 2046 }).title).toBe('Sizing 500 valves...');
    expect(loadingText(undefined).title).toBe('Working on your request...');
  });
});
