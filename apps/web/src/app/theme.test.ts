import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme.ts';

// The light scheme's text colours as the browser gets them: Mantine's CSS variables from our theme and resolver,
// with var() references followed to the hex value, checked against WCAG 2.1 SC 1.4.3 (4.5:1 for text).

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const base = defaultCssVariablesResolver(merged);
const ours = cssVariablesResolver(merged);
const variables: Record<string, string> = {
  ...base.variables,
  ...base.light,
  ...ours.variables,
  ...ours.light,
};

function resolve(name: string): string {
  const value = variables[name];
  if (value === undefined) {
    throw new Error(`no CSS variable ${name}`);
  }
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  return reference?.[1] ? resolve(reference[1]) : value;
}

/** WCAG 2.1 'relative luminance' of an sRGB #rrggbb colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 'contrast ratio'. */
function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

const WHITE = '#ffffff';
// The backgrounds text sits on: the page, a striped table row (grey 0), a hovered row (grey 1).
const SURFACES = { white: WHITE, 'grey 0': resolve('--mantine-color-gray-0'), 'grey 1': '#f1f3f5' };
const COLOURS = Object.keys(merged.colors).filter((colour) => colour !== 'dark');

describe('theme contrast (WCAG 2.1 SC 1.4.3, 4.5:1)', () => {
  it.each(COLOURS)('%s: white on filled, text and outline on every surface, light-variant text', (colour) => {
    const filled = resolve(`--mantine-color-${colour}-filled`);
    expect(contrast(WHITE, filled), `white on filled ${filled}`).toBeGreaterThanOrEqual(4.5);
    for (const variable of ['text', 'outline']) {
      const foreground = resolve(`--mantine-color-${colour}-${variable}`);
      for (const [surface, background] of Object.entries(SURFACES)) {
        expect(
          contrast(foreground, background),
          `${variable} ${foreground} on ${surface}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
    const lightText = resolve(`--mantine-color-${colour}-light-color`);
    const lightBackground = resolve(`--mantine-color-${colour}-light`);
    expect(contrast(lightText, lightBackground), `${lightText} on ${lightBackground}`).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it.each(['dimmed', 'placeholder', 'anchor', 'error'])('--mantine-color-%s on every surface', (name) => {
    const foreground = resolve(`--mantine-color-${name}`);
    for (const [surface, background] of Object.entries(SURFACES)) {
      expect(contrast(foreground, background), `${foreground} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('measures as WCAG does: Mantine’s default dimmed grey 6 on white is 3.32:1', () => {
    expect(contrast(DEFAULT_THEME.colors.gray[6], WHITE)).toBeCloseTo(3.32, 2);
  });
});
