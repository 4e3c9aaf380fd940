import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { apiPath } from '../../lib/api-root.ts';

/*
 * The typed name drawn as a signature. The font ships with the API (assets/fonts, DejaVu Serif
 * Italic, Bitstream Vera licence) so the image is the same on any machine, fonts installed or not.
 */

const FONT_FAMILY = 'MaisonneeSignature';
// From the package root: the same file from src/ and from the bundle in dist/ (lib/api-root.ts).
const FONT_PATH = apiPath('assets/fonts/DejaVuSerif-Italic.ttf');

let fontReady = false;
function ensureFont(): void {
  if (fontReady) return;
  GlobalFonts.registerFromPath(FONT_PATH, FONT_FAMILY);
  fontReady = true;
}

const HEIGHT = 120;
const PADDING = 24;
const FONT_SIZE = 48;
const MAX_WIDTH = 900;

/** A transparent PNG of `text` in a handwriting-like italic, dark blue ink. */
export function renderSignaturePng(text: string): Buffer {
  ensureFont();
  const font = `${FONT_SIZE}px ${FONT_FAMILY}`;
  const probe = createCanvas(10, 10).getContext('2d');
  probe.font = font;
  const textWidth = Math.ceil(probe.measureText(text).width);
  const width = Math.min(MAX_WIDTH, Math.max(200, textWidth + 2 * PADDING));
  const canvas = createCanvas(width, HEIGHT);
  const context = canvas.getContext('2d');
  context.font = font;
  context.fillStyle = '#1a2a6c';
  context.textBaseline = 'middle';
  // Long names are squeezed to the maximum width rather than cut.
  context.fillText(text, PADDING, HEIGHT / 2, width - 2 * PADDING);
  return canvas.toBuffer('image/png');
}

/** The same image as a `data:image/png;base64,` URL. */
export function renderSignatureDataUrl(text: string): string {
  return `data:image/png;base64,${renderSignaturePng(text).toString('base64')}`;
}
