import { t } from '@lingui/core/macro';
/**
 * Words that only number or label a picture (a camera's "IMG_0012", "DSC-0042", a phone's "PXL_2026…",
 * "Screenshot 2026-03-01 at 10.22.31", "image (3)", "photo"): they say nothing about what it shows.
 */
const NOISE_WORDS = new Set([
  'img',
  'image',
  'images',
  'dsc',
  'dscn',
  'dscf',
  'pxl',
  'photo',
  'pic',
  'picture',
  'screenshot',
  'screen',
  'shot',
  'scan',
  'copy',
  'edited',
  'final',
  'at',
  'untitled',
]);

/** A word made of digits and separators only (counters, dates, times), or a camera counter like "p1000123". */
const NUMBERISH = /^(?:\d+|[a-z]?\d{3,}[a-z]?)$/i;

/**
 * The useful words of an image's file name, for its alt text: no extension, no counters, dates or camera
 * prefixes, separators as spaces ("team_offsite-lake.JPG" -> "team offsite lake"). Empty when nothing is left.
 */
export function imageNameWords(fileName: string): string {
  const base = fileName.trim().replace(/\.[a-z0-9]{2,5}$/i, '');
  const words = base
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[\s_\-.,()[\]{}+~]+/)
    .filter((w) => w !== '' && !NUMBERISH.test(w) && !NOISE_WORDS.has(w.toLowerCase()));
  return words.join(' ');
}

/** An image's alt text: its file name's useful words, else "Image from NAME" (who sent it). */
export function imageAlt(fileName: string, senderName: string | undefined): string {
  const words = imageNameWords(fileName);
  if (words !== '') return words;
  return senderName ? t`Image from ${senderName}` : t`Image`;
}
