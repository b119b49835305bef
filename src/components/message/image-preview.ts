import type { ImageView } from '../../lib/attachments';
import * as css from './message-classes';

/** The largest a lone image's preview is drawn, in CSS pixels (Tailwind's max-h-80). */
const MAX_HEIGHT = 320;

export function imageListClass(count: number): string | undefined {
  if (count === 1) return undefined;
  return count === 2 || count === 4 ? css.IMAGE_GRID_2 : css.IMAGE_GRID_3;
}

/**
 * How an image's preview is drawn, shared with the early paint. A lone image keeps its shape: with its size
 * known, a box of that shape (no wider than the column, no taller than MAX_HEIGHT, never larger than the image)
 * is held before it loads; without, a box of fixed height shows it whole. Several make a grid of square crops.
 */
export function imagePreview(
  image: ImageView,
  count: number,
): { src: string; className: string; width?: number; height?: number; style?: { width: string } } {
  if (count > 1) return { src: image.thumbnail, className: css.IMAGE_CELL };
  const { width, height } = image;
  if (width === undefined || height === undefined)
    return { src: image.preview, className: css.IMAGE_UNSIZED };
  const shown = Math.min(width, (MAX_HEIGHT * width) / height);
  return {
    src: image.preview,
    className: css.IMAGE_SIZED,
    width,
    height,
    style: { width: `${String(Math.round(shown))}px` },
  };
}
