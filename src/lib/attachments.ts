import { t } from '@lingui/core/macro';
import type { Attachment } from '../../contract/messages';

const WEB = /^https?:\/\//i;

/** A URL safe to put in an href or src: http(s) only, else undefined. */
export function webUrl(value: unknown): string | undefined {
  return typeof value === 'string' && WEB.test(value.trim()) ? value.trim() : undefined;
}

export interface ImageView {
  id: number;
  name: string;
  thumbnail: string;
  /** Big enough for a column-wide preview: the service's preview, else the full image. */
  preview: string;
  full: string;
  /** Where the original opens or downloads, when the service gives one. */
  original: string | undefined;
  /** The image's own size in pixels, when the service sends it (`width`, `height`): its shape before it loads. */
  width: number | undefined;
  height: number | undefined;
}

export interface FileView {
  id: number;
  name: string;
  size: number | undefined;
  href: string | undefined;
  contentType: string | undefined;
}

export interface LinkCardView {
  id: number;
  title: string;
  description: string | undefined;
  host: string | undefined;
  href: string | undefined;
  thumbnail: string | undefined;
}

export interface AttachmentViews {
  images: ImageView[];
  files: FileView[];
  links: LinkCardView[];
}

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).host || undefined;
  } catch {
    return undefined;
  }
}

const pixels = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * Sorts a message's attachments (api-shapes 1.5) into what the UI shows: images with a thumbnail (from
 * `image.thumbnail_url`, `thumbnail_url` or `preview_url`), files (anything else uploaded, and images without
 * a thumbnail), and Open Graph `ymodule`s as link cards. Only http(s) URLs are kept.
 */
export function viewAttachments(attachments: readonly Attachment[]): AttachmentViews {
  const views: AttachmentViews = { images: [], files: [], links: [] };
  for (const a of attachments) {
    const name =
      text(a.name) ??
      text(a.original_name) ??
      t({ message: 'attachment', comment: 'the name of a file sent without one' });
    if (a.type === 'ymodule') {
      const href = webUrl(a.web_url);
      const hostUrl = text(a.host_url);
      views.links.push({
        id: a.id,
        title: name,
        description: text(a.description),
        host: (hostUrl && (hostOf(hostUrl) ?? hostUrl)) ?? hostOf(href),
        href,
        thumbnail: webUrl(a.thumbnail_url),
      });
      continue;
    }
    const original = webUrl(a.download_url) ?? webUrl(a.web_url);
    const thumbnail = webUrl(a.image?.thumbnail_url) ?? webUrl(a.thumbnail_url) ?? webUrl(a.preview_url);
    const isImage =
      a.type === 'image' || (typeof a.content_type === 'string' && a.content_type.startsWith('image/'));
    if (isImage && thumbnail) {
      const full = webUrl(a.image?.url) ?? webUrl(a.large_preview_url) ?? webUrl(a.preview_url) ?? thumbnail;
      const width = pixels(a['width']);
      const height = pixels(a['height']);
      views.images.push({
        id: a.id,
        name,
        thumbnail,
        preview: webUrl(a.preview_url) ?? webUrl(a.large_preview_url) ?? full,
        full,
        original,
        ...(width && height ? { width, height } : { width: undefined, height: undefined }),
      });
      continue;
    }
    const size = typeof a.size === 'number' && a.size > 0 ? a.size : a.image?.size || undefined;
    views.files.push({ id: a.id, name, size, href: original, contentType: text(a.content_type) });
  }
  return views;
}
