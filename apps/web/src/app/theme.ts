import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Brand green; shade 7 (#1d5c4f) carries white text at a contrast above 7:1. */
const maisonnee: MantineColorsTuple = [
  '#e9f5f1',
  '#d3e9e2',
  '#a4d3c4',
  '#72bca4',
  '#4aa88a',
  '#2f8f72',
  '#237562',
  '#1d5c4f',
  '#164a40',
  '#0e3830',
];

export const theme = createTheme({
  primaryColor: 'maisonnee',
  primaryShade: { light: 7, dark: 4 },
  colors: { maisonnee },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    // A label longer than a phone's width wraps onto a second line instead of being cut
    // (« Ajouter mes interventions à mon agenda », « Jour précédent » at 390 px): the button grows.
    Button: {
      styles: {
        root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 4 },
        inner: { height: 'auto', minHeight: 'calc(var(--button-height) - 10px)' },
        label: { whiteSpace: 'normal', height: 'auto', overflow: 'visible', textAlign: 'center' },
      },
    },
  },
});

/** Dimmed text and error messages darkened so that they meet WCAG AA (4.5:1) on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#495057',
    '--mantine-color-error': '#b42318',
    '--mantine-color-anchor': '#1d5c4f',
    '--mantine-color-placeholder': '#6b7280',
  },
  dark: {},
});
