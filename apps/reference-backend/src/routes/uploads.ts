import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import * as path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/envelope';

/** URL prefix under which uploaded files (avatars) are served. */
export const UPLOADS_PREFIX = '/uploads';

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

/** Serves files of the uploads directory at `/uploads/<file name>`. */
export function registerUploadRoutes(app: FastifyInstance, uploadsDir: string): void {
  app.get(`${UPLOADS_PREFIX}/:file`, async (req, reply) => {
    const name = (req.params as { file: string }).file;
    if (!/^[A-Za-z0-9_-]+\.(png|jpg|gif|webp)$/.test(name)) throw ApiError.notFound('not_found', name);
    const file = path.join(uploadsDir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw ApiError.notFound('not_found', name);
    const ext = name.slice(name.lastIndexOf('.') + 1);
    return reply
      .header('Content-Type', TYPES[ext] ?? 'application/octet-stream')
      .header('Content-Length', info.size)
      .header('Cache-Control', 'public, max-age=3600')
      .header('X-Content-Type-Options', 'nosniff')
      .send(createReadStream(file));
  });
}
