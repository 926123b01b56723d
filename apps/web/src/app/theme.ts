import {
  type ColorInputProps,
  type CSSVariablesResolver,
  colorsTuple,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
  type ModalProps,
  type NotificationProps,
  type TableScrollContainerProps,
  type TitleProps,
} from '@mantine/core';

// WCAG 2.1 SC 1.4.3 (contrast, minimum): text needs 4.5:1 against its background. Mantine's defaults fall short
// — white on the filled shade 6 (blue 3.6:1), the dimmed grey 6 (3.3:1), the light variant's shade 9 on shade 1
// (green 3.8:1, yellow 2.7:1) — so filled, outline, text and link colours use shade 8 (`primaryShade`), the
// colours whose shades 8 and 9 are too light get darker ones, and dimmed text is grey 7. theme.test.ts checks
// every ratio.

/**
 * `name`'s palette with shades 8 and 9 darkened (Mantine's `darken` of the defaults): 8 just past 4.6:1 on grey 1
 * (a hovered table row), 9 past 4.6:1 on shade 1 and a step darker than 8 (it is the filled hover).
 */
function withDarkShades(name: string, shade8: string, shade9: string): MantineColorsTuple {
  return colorsTuple([...(DEFAULT_THEME.colors[name] ?? []).slice(0, 8), shade8, shade9]);
}

export const ACCESSIBLE_COLORS = {
  red: withDarkShades('red', '#ce2d2d', '#b92929'),
  cyan: withDarkShades('cyan', '#0b788a', '#0a6c7c'),
  teal: withDarkShades('teal', '#087c58', '#07704f'),
  green: withDarkShades('green', '#257d36', '#217131'),
  lime: withDarkShades('lime', '#49790b', '#426d0a'),
  yellow: withDarkShades('yellow', '#9e5c00', '#8e5300'),
  orange: withDarkShades('orange', '#bc480a', '#a94109'),
};

// System fonts only: the app never loads assets from other hosts.
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  colors: ACCESSIBLE_COLORS,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  // Plain objects, not `Modal.extend(...)` (an identity function): naming a component here would put its code
  // (a colour picker, a table) in the script every page loads first.
  components: {
    // WCAG 2.1 SC 4.1.2 (name, role, value): Mantine's icon-only close buttons have no name of their own.
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } satisfies Partial<ModalProps>,
    },
    Notification: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Close notification' },
      } satisfies Partial<NotificationProps>,
    },
    ColorInput: {
      defaultProps: {
        eyeDropperButtonProps: { 'aria-label': 'Pick a colour from the screen' },
      } satisfies Partial<ColorInputProps>,
    },
    // A heading with a long unbroken word (a request's order id) breaks rather than widen a 375 px screen (WCAG 2.1
    // SC 1.4.10 reflow); words that fit wrap as before.
    Title: {
      styles: { root: { overflowWrap: 'anywhere' } } satisfies TitleProps['styles'],
    },
    // A table wider than a phone scrolls inside its container (WCAG 2.1 SC 1.4.10 reflow). The container must be
    // the containing block of absolutely positioned cell content (VisuallyHidden text), or that content escapes
    // its clipping and widens the whole page (CSS 2.1 §11.1.1).
    TableScrollContainer: {
      styles: { scrollContainer: { position: 'relative' } } satisfies TableScrollContainerProps['styles'],
    },
  },
});

/** Light-scheme text colours past 4.5:1 on white and on grey 0–1 (SC 1.4.3); Mantine's are grey 6 and red 6. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
