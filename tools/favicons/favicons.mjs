// Run: node tools/favicons/favicons.mjs  (--preview writes to tmp/favicons instead)
// Writes apps/templateN/public/favicon.svg (the brand mark of the header: shape, colour, initial) and
// favicon.ico (16 and 32 px PNGs drawn by Chromium from that SVG, in an ICO container).
import { chromium } from 'playwright-core';
import * as path from 'node:path';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const { chromiumLaunchOptions } = require('../testing/chromium.cjs');

// Letters drawn as shapes on a 32 px grid (no font needed).
const N = '<path d="M9 23V9h3.9l6.3 8.9V9H23v14h-3.8l-6.4-9V23z" fill="COLOR"/>';
const A_SERIF =
  '<path d="M16 6.6 9.6 23.6M16 6.6l6.4 17" fill="none" stroke="COLOR" stroke-width="1.7"/>' +
  '<path d="M16.7 8.4l5.9 15.2" stroke="COLOR" stroke-width="2.6"/>' +
  '<path d="M11.6 18.2h9M7.2 24.1h5.3M19.6 24.1h5.6" stroke="COLOR" stroke-width="1.6"/>';
const C_ROUND = '<path d="M21.2 11.4A7 7 0 1 0 21.2 20.6" fill="none" stroke="COLOR" stroke-width="3.9" stroke-linecap="round"/>';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

const brands = {
  template1: { shape: '<rect width="32" height="32" rx="5.3" fill="#0b4f8a"/>', letter: N, color: '#fff' },
  template2: { shape: '<circle cx="16" cy="16" r="16" fill="#124a3a"/>', letter: A_SERIF, color: '#fff' },
  template3: { shape: '<rect width="32" height="32" fill="#28506b"/>', letter: N, color: '#fff' },
  template4: { shape: '<rect width="32" height="32" rx="10.7" fill="#ff6f4d"/>', letter: C_ROUND, color: '#2b0a00' },
};

const svgOf = ({ shape, letter, color }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${shape}${letter.replaceAll('COLOR', color)}</svg>\n`;

/** An ICO file holding PNG images (supported by every browser that reads favicon.ico). */
function ico(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size % 256, at);
    header.writeUInt8(size % 256, at + 1);
    header.writeUInt8(0, at + 2);
    header.writeUInt8(0, at + 3);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(data.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.data)]);
}

const preview = process.argv.includes('--preview');
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage();
  for (const [app, brand] of Object.entries(brands)) {
    const svg = svgOf(brand);
    const pngs = [];
    for (const size of [16, 32]) {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(
        `<!doctype html><html><body style="margin:0"><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${size}" height="${size}" style="display:block"></body></html>`,
      );
      await page.waitForFunction(() => document.querySelector('img').complete);
      pngs.push({
        size,
        data: await page.screenshot({ type: 'png', omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }),
      });
    }
    const dir = preview ? path.join(workspaceRoot, 'tmp/favicons') : path.join(workspaceRoot, 'apps', app, 'public');
    if (preview) (await import('node:fs')).mkdirSync(dir, { recursive: true });
    const name = preview ? `${app}-` : '';
    writeFileSync(`${dir}/${name}favicon.svg`, svg);
    writeFileSync(`${dir}/${name}favicon.ico`, ico(pngs));
    if (preview) pngs.forEach(({ size, data }) => writeFileSync(`${dir}/${app}-${size}.png`, data));
    console.log(
      app,
      `svg ${Buffer.byteLength(svg)} B`,
      `ico ${ico(pngs).length} B`,
      pngs.map((p) => `${p.size}px ${p.data.length} B`).join(', '),
    );
  }
} finally {
  await browser.close();
}
