import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../lib/app-error.ts';

/*
 * Image metadata (ARCHITECTURE §6): a phone photo carries EXIF (GPS position, device, date) and
 * may carry XMP, IPTC or comments. Every image is decoded and written again by sharp (libvips),
 * which keeps no metadata unless asked: what is stored is the pixels, turned upright first since
 * the EXIF orientation goes too. Decoding also proves the file is the image it claims to be.
 */

/** Accepted image types and how sharp writes each again. */
const ENCODERS = {
  'image/jpeg': (image: Sharp) => image.jpeg({ quality: 90 }),
  'image/png': (image: Sharp) => image.png(),
  'image/webp': (image: Sharp) => image.webp({ quality: 90 }),
} as const satisfies Record<string, (image: Sharp) => Sharp>;

/** Larger images (decompression bombs included) are refused before they are decoded. */
const MAX_PIXELS = 40_000_000;

export const isStrippableImage = (mime: string): mime is keyof typeof ENCODERS =>
  Object.hasOwn(ENCODERS, mime);

/**
 * The image without its metadata, in the same format; other files are returned as they are.
 * @throws AppError UNSUPPORTED_MEDIA_TYPE when the image does not decode.
 */
export async function stripImageMetadata(bytes: Buffer, mime: string): Promise<Buffer> {
  if (!isStrippableImage(mime)) return bytes;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    return await ENCODERS[mime](image).toBuffer();
  } catch {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Cette image est illisible ou trop grande : envoyez une photo JPEG, PNG ou WebP.',
      { fields: { file: 'Image illisible.' } },
    );
  }
}
