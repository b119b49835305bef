import type { Attachment } from '../../contract/messages';
import { formatWireDate } from '../../contract/dates';
import type { AttachmentRow, OpenGraphRow } from '../db/attachments-repo';
import { apiUrl, type UrlContext } from './urls';

/** Where the emulator serves an upload: `/files/ID/KEY/NAME` (see attachments-routes.ts). */
export function fileUrl(ctx: { baseUrl: string }, row: AttachmentRow): string {
  return `${ctx.baseUrl}/files/${row.id}/${row.access_key}/${encodeURIComponent(row.name)}`;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

function contentClass(row: AttachmentRow): string {
  if (row.kind === 'image') return 'image';
  if (row.content_type === 'application/pdf') return 'pdf';
  if (row.content_type.startsWith('video/')) return 'video';
  if (row.content_type.startsWith('text/')) return 'text';
  return 'document';
}

export interface AttachmentPlacement {
  privacy: string;
  groupId: number | null;
}

/**
 * An uploaded file (api-shapes 1.5): type `image` (with `image{url, thumbnail_url, size}`) for images,
 * `file` otherwise, with the long field list of modern payloads. Pending attachments use the same shape.
 */
export function fileAttachment(
  row: AttachmentRow,
  ctx: UrlContext,
  placement: AttachmentPlacement = { privacy: 'public', groupId: null },
): Attachment {
  const url = fileUrl(ctx, row);
  const created = formatWireDate(new Date(row.created_at));
  const image = row.kind === 'image';
  const thumbnail = image ? `${url}?view=thumbnail` : null;
  return {
    type: row.kind,
    id: row.id,
    network_id: row.network_id,
    url: apiUrl(ctx, `uploaded_files/${row.id}`),
    web_url: url,
    name: row.name,
    original_name: row.name,
    full_name: row.name,
    description: null,
    content_type: row.content_type,
    content_class: contentClass(row),
    created_at: created,
    owner_id: row.owner_id,
    owner_type: 'user',
    // Older payloads name the uploader creator_id (recorded thread-with-attachment.json).
    creator_id: row.owner_id,
    official: false,
    small_icon_url: null,
    large_icon_url: null,
    download_url: `${url}?download=true`,
    thumbnail_url: thumbnail,
    preview_url: image ? url : null,
    large_preview_url: image ? url : null,
    size: row.size,
    last_uploaded_at: created,
    last_uploaded_by_id: row.owner_id,
    last_uploaded_by_type: 'user',
    uuid: null,
    transcoded: null,
    streaming_url: null,
    path: `${row.id}/${row.name}`,
    y_id: row.id,
    overlay_url: image ? url : null,
    privacy: placement.privacy,
    group_id: placement.groupId,
    height: null,
    width: null,
    scaled_url: image ? `${url}?view=scaled&size={width}x{height}` : null,
    ...(image ? { image: { url, thumbnail_url: thumbnail ?? url, size: row.size } } : {}),
    latest_version_id: row.id,
    status: 'active',
    real_type: row.kind,
  };
}

/** An Open Graph object as the `ymodule` attachment of api-shapes 1.5. */
export function openGraphAttachment(row: OpenGraphRow): Attachment {
  let host: string | null = null;
  try {
    host = new URL(row.url).host;
  } catch {
    host = null;
  }
  const title = row.title ?? row.url;
  const inlineHtml =
    `<div class="yj-open-graph-object ymodule-instance" data-ymodule-instance="${row.id}">` +
    `<h5 class="yj-title"><span><a href="${escapeHtml(row.url)}" target="_blank" rel="nofollow">` +
    `${escapeHtml(title)}</a></span></h5>` +
    (host ? `<h6 class="yj-subtitle"><span>${escapeHtml(row.site_name ?? host)}</span></h6>` : '') +
    (row.description ? `<p class="yj-description">${escapeHtml(row.description)}</p>` : '') +
    '</div>';
  return {
    type: 'ymodule',
    id: row.id,
    // The page every message about this URL shares (open_graph_objects?url= answers it), as the recorded
    // ymodule's record_id differs from its own id.
    record_id: row.page_id ?? row.id,
    network_id: row.network_id,
    name: title,
    description: row.description,
    web_url: row.url,
    inline_url: 'blank.html',
    inline_html: inlineHtml,
    host_url: host,
    thumbnail_url: row.image,
    object_type: row.object_type ?? 'page',
    object_name: row.site_name ?? 'Yammer',
    site_name: row.site_name,
    ...(row.meta !== null ? { meta: row.meta } : {}),
    ymodule: { app_id: 'open_graph', icon_url: 'blank.gif', web_app_id: 'open_graph_object' },
  };
}
