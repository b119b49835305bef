import type { Hono } from 'hono';
import type { AppEnv, Services } from '../http/app-env';
import { forbidden, invalidField, notFound } from '../http/errors';
import { readParams } from '../http/params';
import { baseUrlOf, pathId, route } from '../http/routing';
import { fileAttachment } from '../serialize/attachment';
import { uploadFrom } from './message-uploads';

/**
 * Pending attachments (spec 4.3) and the file URLs of every upload.
 *
 * Files are served at `/files/ID/KEY/NAME` without a bearer token, because browsers load images and
 * downloads with plain GETs; the random KEY (only in payloads the caller could see) stands in for the
 * real service's cookie session. Images are served inline, everything else as a download, always with
 * nosniff and a sandboxing CSP so an uploaded HTML or SVG file never runs on the emulator's origin.
 */
export function registerAttachmentsRoutes(app: Hono<AppEnv>, services: Services): void {
  const { repo } = services;

  route(app, '/api/v1/pending_attachments', {
    POST: async (c) => {
      const { user, network } = c.get('auth');
      const params = await readParams(c, services.bodyLimitBytes);
      const file = params.file('attachment');
      if (!file) {
        const hint = params.text('attachment') === undefined ? 'is required' : 'must be a file';
        throw invalidField('attachment', `${hint} (a multipart/form-data file field)`, 'attachment_blank');
      }
      const upload = await uploadFrom(file, 'attachment', network.id, user.id, services.now());
      const row = repo.createPendingAttachment(upload);
      return c.json(fileAttachment(row, { baseUrl: baseUrlOf(c, services), network }), 201);
    },
  });

  route(app, '/api/v1/pending_attachments/:id{[0-9]+}', {
    DELETE: (c) => {
      const { user, network } = c.get('auth');
      const id = pathId(c, 'id');
      const row = repo.attachmentById(id);
      if (!row || row.network_id !== network.id || row.message_id !== null) {
        throw notFound(`No pending attachment ${id}.`);
      }
      if (row.owner_id !== user.id) throw forbidden('Only its uploader can delete a pending attachment.');
      repo.deletePendingAttachment(id);
      return c.body(null, 200);
    },
  });

  route(app, '/files/:id{[0-9]+}/:key/:name', {
    GET: (c) => {
      const file = repo.attachmentFile(pathId(c, 'id'), c.req.param('key') ?? '');
      // A file of a deleted or no longer visible message is gone for everybody.
      const message = file?.message_id == null ? undefined : repo.messageById(file.message_id);
      if (!file || (file.message_id !== null && !message)) throw notFound('No such file.');
      const inline = file.kind === 'image' && c.req.query('download') === undefined;
      const name = encodeURIComponent(file.name);
      return c.body(new Uint8Array(file.data), 200, {
        'Content-Type': file.content_type,
        'Content-Length': String(file.size),
        'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${name}`,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'Cache-Control': 'private, max-age=3600',
      });
    },
  });
}
