#!/usr/bin/env node
/**
 * Renders the blog illustrations of `@brokerfront/blog-content`.
 *
 * Every picture is an original SVG drawn in code below (candlestick charts, a currency quote,
 * a world map of the trading sessions, a risk gauge, platform mock-ups). Chromium turns each SVG
 * into a JPEG at its exact size and into smaller or larger copies drawn from the same vectors (the
 * widths of a responsive `srcset`), and the script writes the manifest the lib and its tests read.
 *
 *   node tools/blog-images/render.mjs            # all images
 *   CHROME_PATH=/path/to/chrome node tools/blog-images/render.mjs
 *   node tools/blog-images/render.mjs --preview /tmp/blog-preview   # also write lossless PNGs to look at
 *
 * Output: libs/blog-content/assets/images/blog/post-{n}/{thumb,image-1,image-2}.jpg
 *         libs/blog-content/assets/images/blog/post-{n}/thumb-{360,720}w.jpg, image-{1,2}-{600,800}w.jpg
 *         libs/blog-content/src/image-manifest.ts
 *
 * The copies keep the picture's aspect ratio exactly, so that a page reserving the space of the main
 * file (its width and height attributes) does not shift whichever copy the browser picks. The pages
 * of `@brokerfront/ui-templates` list the same widths (`BLOG_IMAGE_WIDTHS` in `blog/blog-images.ts`).
 */
import { mkdirSync, writeFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../testing/chromium.cjs';
import { mulberry32 } from '../testing/prng.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const libDir = join(root, 'libs', 'blog-content');
/** Main size of each kind, the widths of its responsive copies and the most bytes a file may take. */
const THUMB = { width: 600, height: 340, maxBytes: 80 * 1024, copies: [360, 720] };
const FULL = { width: 1200, height: 630, maxBytes: 150 * 1024, copies: [600, 800] };

// ---------------------------------------------------------------- palette and helpers

const C = {
  ink: '#0b1c33',
  navy: '#10294a',
  panel: '#16335a',
  panel2: '#1d3f6b',
  line: '#2c5183',
  text: '#e8f0fb',
  muted: '#8fa8c8',
  up: '#22c39a',
  down: '#ef5d68',
  gold: '#f4b73f',
  sky: '#4aa3ff',
  violet: '#9b7bff',
};

/** Seeded PRNG so that every run draws the same pictures. */
const rng = mulberry32;

const f = (n) => Number(n.toFixed(1));

function svg(width, height, body, background = 'bg') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans, Liberation Sans, sans-serif">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.ink}"/><stop offset="1" stop-color="#173d6e"/></linearGradient>
  <linearGradient id="bg2" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#0d2140"/><stop offset="1" stop-color="#24507f"/></linearGradient>
  <linearGradient id="bg3" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#13294a"/><stop offset="1" stop-color="#0a1730"/></linearGradient>
  <linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.up}" stop-opacity="0.35"/><stop offset="1" stop-color="${C.up}" stop-opacity="0"/></linearGradient>
  <linearGradient id="areaSky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.sky}" stop-opacity="0.35"/><stop offset="1" stop-color="${C.sky}" stop-opacity="0"/></linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${C.sky}" stop-opacity="0.28"/><stop offset="1" stop-color="${C.sky}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#${background})"/>
${body}
</svg>`;
}

/** Random-walk candles: trend per candle, volatility, optional pattern function of the index. */
function makeCandles(count, seed, { start = 100, trend = 0, vol = 1, shape } = {}) {
  const r = rng(seed);
  const out = [];
  let open = start;
  for (let i = 0; i < count; i++) {
    const drift = shape ? shape(i / (count - 1)) : trend;
    const close = open + drift + (r() - 0.5) * 2 * vol;
    const high = Math.max(open, close) + r() * vol * 0.9;
    const low = Math.min(open, close) - r() * vol * 0.9;
    out.push({ open, close, high, low, volume: 0.3 + r() * 0.7 });
    open = close + (r() - 0.5) * vol * 0.2;
  }
  return out;
}

function candleChart(candles, { x, y, w, h, volume = false, gap = 0.32, grid = 5, ma = false }) {
  const lo = Math.min(...candles.map((c) => c.low));
  const hi = Math.max(...candles.map((c) => c.high));
  const pad = (hi - lo) * 0.08;
  const chartH = volume ? h * 0.78 : h;
  const py = (v) => y + chartH - ((v - lo + pad) / (hi - lo + 2 * pad)) * chartH;
  const step = w / candles.length;
  const bw = step * (1 - gap);
  let out = '';
  for (let g = 0; g <= grid; g++) {
    const gy = f(y + (chartH * g) / grid);
    out += `<line x1="${x}" y1="${gy}" x2="${x + w}" y2="${gy}" stroke="${C.line}" stroke-width="1" stroke-dasharray="3 5" opacity="0.6"/>`;
  }
  candles.forEach((c, i) => {
    const cx = x + step * i + step / 2;
    const color = c.close >= c.open ? C.up : C.down;
    const top = py(Math.max(c.open, c.close));
    const bottom = py(Math.min(c.open, c.close));
    out += `<line x1="${f(cx)}" y1="${f(py(c.high))}" x2="${f(cx)}" y2="${f(py(c.low))}" stroke="${color}" stroke-width="${Math.max(1, bw / 7).toFixed(1)}"/>`;
    out += `<rect x="${f(cx - bw / 2)}" y="${f(top)}" width="${f(bw)}" height="${f(Math.max(1.5, bottom - top))}" rx="${f(Math.min(2, bw / 5))}" fill="${color}"/>`;
    if (volume) {
      const vh = c.volume * h * 0.18;
      out += `<rect x="${f(cx - bw / 2)}" y="${f(y + h - vh)}" width="${f(bw)}" height="${f(vh)}" fill="${color}" opacity="0.35"/>`;
    }
  });
  if (ma) {
    const pts = candles.map((c, i) => {
      const from = Math.max(0, i - 7);
      const slice = candles.slice(from, i + 1);
      const avg = slice.reduce((s, k) => s + k.close, 0) / slice.length;
      return `${f(x + step * i + step / 2)},${f(py(avg))}`;
    });
    out += `<polyline points="${pts.join(' ')}" fill="none" stroke="${C.gold}" stroke-width="2.5" stroke-linejoin="round"/>`;
  }
  return out;
}

function line(values, { x, y, w, h, color = C.sky, width = 3, fill }) {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const pts = values.map((v, i) => [x + (w * i) / (values.length - 1), y + h - ((v - lo) / (hi - lo || 1)) * h]);
  const d = pts.map(([a, b]) => `${f(a)},${f(b)}`).join(' ');
  let out = '';
  if (fill) out += `<polygon points="${f(x)},${f(y + h)} ${d} ${f(x + w)},${f(y + h)}" fill="url(#${fill})"/>`;
  out += `<polyline points="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"/>`;
  return out;
}

function walk(count, seed, vol = 1, trend = 0) {
  const r = rng(seed);
  const out = [];
  let v = 50;
  for (let i = 0; i < count; i++) {
    v += trend + (r() - 0.5) * 2 * vol;
    out.push(v);
  }
  return out;
}

/** Grey bars standing in for text, so that pictures carry no language. */
function textBars(x, y, widths, { h = 10, gap = 18, color = C.muted, opacity = 0.55 } = {}) {
  return widths
    .map((w, i) => `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${h}" rx="${h / 2}" fill="${color}" opacity="${opacity}"/>`)
    .join('');
}

function panel(x, y, w, h, fill = C.panel, rx = 14) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" stroke="${C.line}" stroke-width="1.5"/>`;
}

function label(x, y, text, { size = 16, fill = C.text, weight = 600, anchor = 'start', spacing = 1 } = {}) {
  return `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" letter-spacing="${spacing}">${text}</text>`;
}

function gauge(cx, cy, r, value, { thickness = 34 } = {}) {
  // value 0..1 from left (low risk) to right (high risk)
  const seg = [
    [0, 0.33, C.up],
    [0.33, 0.66, C.gold],
    [0.66, 1, C.down],
  ];
  const pt = (t, rr) => {
    const a = Math.PI * (1 - t);
    return [cx + rr * Math.cos(a), cy - rr * Math.sin(a)];
  };
  let out = '';
  for (const [a, b, color] of seg) {
    const [x1, y1] = pt(a + 0.006, r);
    const [x2, y2] = pt(b - 0.006, r);
    out += `<path d="M ${f(x1)} ${f(y1)} A ${r} ${r} 0 0 1 ${f(x2)} ${f(y2)}" fill="none" stroke="${color}" stroke-width="${thickness}"/>`;
  }
  for (let t = 0; t <= 1.0001; t += 0.1) {
    const [x1, y1] = pt(t, r - thickness / 2 - 8);
    const [x2, y2] = pt(t, r - thickness / 2 - 20);
    out += `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${C.muted}" stroke-width="3" stroke-linecap="round"/>`;
  }
  const [nx, ny] = pt(value, r - thickness - 14);
  out += `<line x1="${cx}" y1="${cy}" x2="${f(nx)}" y2="${f(ny)}" stroke="${C.text}" stroke-width="8" stroke-linecap="round"/>`;
  out += `<circle cx="${cx}" cy="${cy}" r="18" fill="${C.text}"/><circle cx="${cx}" cy="${cy}" r="8" fill="${C.navy}"/>`;
  return out;
}

// ---------------------------------------------------------------- world map (lon/lat outlines)

const LAND = [
  // North America
  [
    [-165, 68],
    [-140, 70],
    [-110, 72],
    [-85, 70],
    [-80, 62],
    [-65, 60],
    [-55, 50],
    [-70, 43],
    [-76, 35],
    [-81, 30],
    [-80, 25],
    [-90, 29],
    [-97, 26],
    [-97, 20],
    [-88, 15],
    [-83, 9],
    [-79, 8],
    [-92, 15],
    [-105, 20],
    [-112, 30],
    [-118, 33],
    [-124, 40],
    [-124, 48],
    [-135, 57],
    [-150, 60],
    [-165, 62],
  ],
  // Greenland
  [
    [-50, 82],
    [-30, 82],
    [-20, 72],
    [-40, 62],
    [-50, 65],
    [-58, 75],
  ],
  // South America
  [
    [-79, 8],
    [-72, 12],
    [-60, 10],
    [-50, 0],
    [-35, -6],
    [-40, -22],
    [-48, -28],
    [-58, -38],
    [-65, -45],
    [-68, -55],
    [-73, -50],
    [-72, -35],
    [-70, -18],
    [-76, -12],
    [-81, -5],
    [-78, 2],
  ],
  // Eurasia
  [
    [-10, 36],
    [-9, 43],
    [-2, 44],
    [-5, 48],
    [2, 51],
    [8, 54],
    [10, 58],
    [5, 62],
    [15, 69],
    [28, 71],
    [40, 67],
    [60, 70],
    [80, 73],
    [100, 77],
    [120, 73],
    [140, 72],
    [160, 70],
    [180, 68],
    [178, 64],
    [160, 60],
    [155, 52],
    [140, 48],
    [135, 43],
    [128, 35],
    [122, 30],
    [120, 23],
    [110, 20],
    [108, 12],
    [104, 9],
    [100, 14],
    [98, 8],
    [103, 2],
    [98, 16],
    [92, 21],
    [88, 22],
    [80, 15],
    [77, 8],
    [72, 20],
    [67, 25],
    [57, 25],
    [52, 28],
    [48, 30],
    [56, 24],
    [59, 22],
    [52, 16],
    [44, 12],
    [42, 16],
    [35, 28],
    [35, 34],
    [28, 36],
    [26, 40],
    [22, 37],
    [19, 40],
    [15, 38],
    [12, 44],
    [8, 44],
    [3, 42],
    [-1, 37],
  ],
  // Africa
  [
    [-17, 21],
    [-10, 30],
    [-5, 36],
    [10, 37],
    [20, 32],
    [32, 31],
    [35, 27],
    [43, 12],
    [51, 12],
    [42, -2],
    [40, -15],
    [33, -27],
    [20, -35],
    [15, -28],
    [12, -15],
    [14, -5],
    [9, 4],
    [-8, 5],
    [-17, 14],
  ],
  // Australia
  [
    [114, -22],
    [122, -18],
    [130, -12],
    [137, -12],
    [142, -11],
    [146, -19],
    [153, -26],
    [150, -37],
    [140, -38],
    [131, -31],
    [116, -35],
    [114, -28],
  ],
  // Great Britain, Japan, New Zealand, Madagascar, Indonesia
  [
    [-5, 50],
    [1, 51],
    [0, 54],
    [-3, 58],
    [-6, 57],
  ],
  [
    [130, 31],
    [135, 34],
    [140, 36],
    [142, 41],
    [140, 41],
    [136, 36],
    [131, 34],
  ],
  [
    [172, -35],
    [178, -38],
    [174, -42],
    [167, -46],
    [171, -41],
  ],
  [
    [44, -16],
    [50, -15],
    [47, -25],
    [44, -22],
  ],
  [
    [95, 5],
    [106, -6],
    [115, -8],
    [110, -2],
    [104, 1],
  ],
  [
    [110, 1],
    [118, 6],
    [119, -3],
    [112, -3],
  ],
];

function worldMap({ x, y, w, h }) {
  const proj = ([lon, lat]) => [x + ((lon + 180) / 360) * w, y + ((80 - lat) / 140) * h];
  // dot-matrix land: sample a grid and keep points inside a polygon
  const inside = (pt, poly) => {
    let c = false;
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
      const [xi, yi] = poly[i];
      const [xj, yj] = poly[j];
      if (yi > pt[1] !== yj > pt[1] && pt[0] < ((xj - xi) * (pt[1] - yi)) / (yj - yi) + xi) c = !c;
    }
    return c;
  };
  let dots = '';
  for (let lat = 78; lat >= -58; lat -= 3.2) {
    for (let lon = -178; lon <= 180; lon += 3.2) {
      if (LAND.some((poly) => inside([lon, lat], poly))) {
        const [px, py] = proj([lon, lat]);
        dots += `<circle cx="${f(px)}" cy="${f(py)}" r="${f(w / 420)}"/>`;
      }
    }
  }
  return { svg: `<g fill="${C.muted}" opacity="0.55">${dots}</g>`, proj };
}

// ---------------------------------------------------------------- platform mock-up

function platform({ x, y, w, h, seed, demo = false, ticket = true, positions = false }) {
  let out = panel(x, y, w, h, C.navy, 18);
  // title bar
  out += `<rect x="${x}" y="${y}" width="${w}" height="44" rx="18" fill="${C.panel2}"/><rect x="${x}" y="${y + 26}" width="${w}" height="18" fill="${C.panel2}"/>`;
  out += [C.down, C.gold, C.up].map((c, i) => `<circle cx="${x + 24 + i * 20}" cy="${y + 22}" r="6" fill="${c}"/>`).join('');
  out += textBars(x + 110, y + 17, [150], { h: 10 });
  if (demo) {
    out +=
      `<rect x="${x + w - 110}" y="${y + 10}" width="90" height="26" rx="13" fill="${C.gold}"/>` +
      label(x + w - 65, y + 29, 'DEMO', {
        size: 14,
        fill: C.ink,
        weight: 700,
        anchor: 'middle',
        spacing: 2,
      });
  }
  // watchlist
  const listW = w * 0.2;
  const names = ['EUR/USD', 'GBP/USD', 'GOLD', 'US500', 'BTC/USD', 'OIL'];
  const r = rng(seed + 7);
  names.forEach((n, i) => {
    const ry = y + 64 + i * ((h - 84) / names.length);
    const up = r() > 0.4;
    out += `<rect x="${x + 14}" y="${f(ry)}" width="${f(listW - 14)}" height="${f((h - 84) / names.length - 8)}" rx="8" fill="${i === 0 ? C.panel2 : C.panel}"/>`;
    out += label(x + 26, f(ry + 22), n, {
      size: Math.max(11, w / 70),
      weight: 600,
    });
    out += `<rect x="${f(x + listW - 58)}" y="${f(ry + 10)}" width="34" height="14" rx="4" fill="${up ? C.up : C.down}" opacity="0.85"/>`;
    if ((h - 84) / names.length > 56) out += textBars(x + 26, f(ry + 36), [listW * 0.45], { h: 8 });
  });
  // chart
  const chartX = x + listW + 18;
  const chartW = (ticket ? w * 0.56 : w * 0.76) - 18;
  const chartH = positions ? h * 0.56 : h - 84;
  out += panel(chartX, y + 60, chartW, chartH, C.panel, 10);
  const candles = makeCandles(34, seed, {
    vol: 1.2,
    shape: (t) => Math.sin(t * 5) * 0.5 + 0.35,
  });
  out += candleChart(candles, {
    x: chartX + 14,
    y: y + 78,
    w: chartW - 28,
    h: chartH - 36,
    volume: true,
    ma: true,
  });
  if (positions) {
    const py = y + 60 + chartH + 14;
    const ph = h - (py - y) - 16;
    out += panel(chartX, py, chartW, ph, C.panel, 10);
    for (let i = 0; i < 3; i++) {
      const ry = py + 16 + i * ((ph - 24) / 3);
      out +=
        textBars(chartX + 18, ry + 4, [70], { h: 9 }) +
        textBars(chartX + chartW * 0.35, ry + 4, [60], { h: 9 }) +
        textBars(chartX + chartW * 0.6, ry + 4, [50], { h: 9 });
      out += `<rect x="${f(chartX + chartW - 90)}" y="${f(ry)}" width="70" height="18" rx="6" fill="${i === 1 ? C.down : C.up}" opacity="0.8"/>`;
    }
  }
  if (ticket) {
    const tx = chartX + chartW + 16;
    const tw = x + w - tx - 14;
    out += panel(tx, y + 60, tw, h - 76, C.panel, 10);
    out += textBars(tx + 16, y + 82, [tw * 0.5], {
      h: 10,
      color: C.text,
      opacity: 0.8,
    });
    const fields = [
      ['', C.muted],
      ['SL', C.down],
      ['TP', C.up],
    ];
    fields.forEach(([name, color], i) => {
      const fy = y + 110 + i * 58;
      out += `<rect x="${f(tx + 16)}" y="${fy}" width="${f(tw - 32)}" height="40" rx="8" fill="${C.navy}" stroke="${color}" stroke-width="1.5"/>`;
      if (name)
        out += label(tx + 28, fy + 26, name, {
          size: 15,
          fill: color,
          weight: 700,
        });
      out += textBars(tx + (name ? 64 : 28), fy + 15, [tw * 0.35], { h: 10 });
    });
    const by = y + h - 80;
    const bw = (tw - 44) / 2;
    out +=
      `<rect x="${f(tx + 16)}" y="${by}" width="${f(bw)}" height="46" rx="10" fill="${C.down}"/>` +
      label(tx + 16 + bw / 2, by + 29, 'SELL', {
        size: 15,
        weight: 700,
        anchor: 'middle',
        spacing: 2,
      });
    out +=
      `<rect x="${f(tx + 28 + bw)}" y="${by}" width="${f(bw)}" height="46" rx="10" fill="${C.up}"/>` +
      label(tx + 28 + bw * 1.5, by + 29, 'BUY', {
        size: 15,
        weight: 700,
        anchor: 'middle',
        spacing: 2,
        fill: C.ink,
      });
  }
  return out;
}

function checklist(x, y, rows, { size = 34, gap = 62, checked = rows } = {}) {
  let out = '';
  for (let i = 0; i < rows; i++) {
    const ry = y + i * gap;
    const done = i < checked;
    out += `<rect x="${x}" y="${ry}" width="${size}" height="${size}" rx="8" fill="${done ? C.up : 'none'}" stroke="${done ? C.up : C.muted}" stroke-width="3"/>`;
    if (done)
      out += `<path d="M ${x + size * 0.24} ${ry + size * 0.52} L ${x + size * 0.43} ${ry + size * 0.72} L ${x + size * 0.78} ${ry + size * 0.3}" fill="none" stroke="${C.ink}" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>`;
    out += textBars(x + size + 22, ry + size / 2 - 6, [[260, 210, 240, 180, 230][i % 5]], { h: 12, color: C.text, opacity: 0.7 });
  }
  return out;
}

// ---------------------------------------------------------------- scenes

const W = FULL.width;
const H = FULL.height;
const TW = THUMB.width;
const TH = THUMB.height;

const scenes = {
  // Post 1: market overview
  'post-1/thumb': () => {
    const tiles = [
      ['FX', C.sky, 11, 0.2],
      ['STOCKS', C.up, 12, 0.5],
      ['INDICES', C.violet, 13, 0.35],
      ['GOLD', C.gold, 14, 0.15],
      ['CRYPTO', C.down, 15, 0.1],
    ];
    let body = `<circle cx="470" cy="70" r="220" fill="url(#glow)"/>`;
    tiles.forEach(([name, color, seed, trend], i) => {
      const col = i % 3;
      const row = Math.floor(i / 3);
      const tx = 24 + col * 188 + (row === 1 ? 94 : 0);
      const ty = 28 + row * 150;
      body += panel(tx, ty, 176, 134, C.panel, 14);
      body += label(tx + 14, ty + 28, name, {
        size: 14,
        fill: color,
        weight: 700,
        spacing: 2,
      });
      body += line(walk(30, seed, 2.2, trend), {
        x: tx + 14,
        y: ty + 44,
        w: 148,
        h: 72,
        color,
        width: 3,
      });
    });
    return svg(TW, TH, body, 'bg');
  },
  'post-1/image-1': () => {
    const candles = makeCandles(52, 101, {
      vol: 1.3,
      shape: (t) => (t < 0.62 ? 0.9 : Math.sin(t * 40) * 0.3),
    });
    let body = `<circle cx="900" cy="120" r="380" fill="url(#glow)"/>`;
    body += panel(60, 50, 1080, 530, C.navy, 22);
    body += textBars(96, 86, [180], { h: 12, color: C.text, opacity: 0.8 });
    body += [C.up, C.down, C.gold]
      .map((c, i) => `<rect x="${960 + i * 50}" y="82" width="38" height="20" rx="6" fill="${c}" opacity="0.75"/>`)
      .join('');
    body += candleChart(candles, {
      x: 96,
      y: 126,
      w: 1008,
      h: 420,
      volume: true,
      ma: true,
    });
    // consolidation box
    body += `<rect x="718" y="150" width="372" height="180" rx="10" fill="${C.gold}" opacity="0.08" stroke="${C.gold}" stroke-width="2" stroke-dasharray="8 8"/>`;
    return svg(W, H, body, 'bg');
  },
  'post-1/image-2': () => {
    let body = panel(50, 50, 640, 530, C.navy, 22);
    const impact = [
      [
        [1, 2],
        [3, 1],
      ],
      [
        [2, 3],
        [1, 1],
        [3, 2],
      ],
      [
        [1, 1],
        [3, 3],
      ],
      [
        [2, 2],
        [3, 3],
        [1, 1],
      ],
      [
        [3, 3],
        [2, 1],
      ],
    ];
    const colours = { 1: C.up, 2: C.gold, 3: C.down };
    impact.forEach((events, d) => {
      const cx = 76 + d * 120;
      body +=
        `<rect x="${cx}" y="76" width="108" height="40" rx="10" fill="${C.panel2}"/>` +
        label(cx + 54, 103, String(d + 1), {
          size: 18,
          anchor: 'middle',
          weight: 700,
        });
      events.forEach(([slot, level], k) => {
        const ey = 136 + (slot - 1) * 140 + k * 6;
        body += `<rect x="${cx}" y="${ey}" width="108" height="122" rx="12" fill="${C.panel}" stroke="${colours[level]}" stroke-width="2"/>`;
        body += label(cx + 12, ey + 28, `${String(7 + slot * 3).padStart(2, '0')}:${k % 2 ? '30' : '00'}`, {
          size: 15,
          fill: C.muted,
          weight: 600,
          spacing: 0,
        });
        for (let dot = 0; dot < 3; dot++)
          body += `<circle cx="${cx + 18 + dot * 18}" cy="${ey + 52}" r="6" fill="${dot < level ? colours[level] : C.line}"/>`;
        body += textBars(cx + 12, ey + 74, [80, 56], { h: 8, gap: 16 });
      });
    });
    body += panel(720, 50, 430, 530, C.navy, 22);
    const vol = walk(60, 202, 1.4).map((v, i) => v + (i > 22 && i < 30 ? 14 : 0) + (i > 44 && i < 50 ? 10 : 0));
    body += line(vol, {
      x: 750,
      y: 150,
      w: 370,
      h: 190,
      color: C.gold,
      width: 3.5,
      fill: 'area',
    });
    body += line(walk(60, 203, 1, 0.05), {
      x: 750,
      y: 390,
      w: 370,
      h: 150,
      color: C.sky,
      width: 3,
      fill: 'areaSky',
    });
    body += textBars(750, 86, [160], { h: 12, color: C.text, opacity: 0.8 }) + textBars(750, 366, [120], { h: 10 });
    body += `<rect x="918" y="140" width="50" height="210" fill="${C.down}" opacity="0.12"/><rect x="1056" y="140" width="36" height="210" fill="${C.down}" opacity="0.12"/>`;
    return svg(W, H, body, 'bg2');
  },

  // Post 2: a beginner's guide
  'post-2/thumb': () => {
    let body = `<circle cx="120" cy="300" r="260" fill="url(#glow)"/>`;
    for (let i = 0; i < 5; i++) {
      const sx = 40 + i * 104;
      const sy = 270 - i * 46;
      body += `<rect x="${sx}" y="${sy}" width="96" height="${340 - sy}" rx="10" fill="${[C.panel, C.panel2, C.panel, C.panel2, C.panel][i]}" stroke="${C.line}" stroke-width="1.5"/>`;
      body += label(sx + 48, sy + 36, String(i + 1), {
        size: 24,
        anchor: 'middle',
        weight: 700,
        fill: [C.sky, C.up, C.gold, C.violet, C.down][i],
      });
    }
    body += line(walk(40, 21, 1.6, 0.9), {
      x: 60,
      y: 40,
      w: 500,
      h: 140,
      color: C.up,
      width: 4,
    });
    body += `<circle cx="560" cy="44" r="9" fill="${C.up}"/>`;
    return svg(TW, TH, body, 'bg');
  },
  'post-2/image-1': () =>
    svg(
      W,
      H,
      `<circle cx="200" cy="560" r="400" fill="url(#glow)"/>` + platform({ x: 50, y: 40, w: 1100, h: 550, seed: 31, demo: true }),
      'bg',
    ),
  'post-2/image-2': () => {
    let body = `<circle cx="600" cy="420" r="420" fill="url(#glow)"/>`;
    body += gauge(600, 470, 330, 0.18);
    body += label(600, 590, '1–2 %', {
      size: 40,
      anchor: 'middle',
      weight: 700,
      fill: C.up,
      spacing: 1,
    });
    body +=
      panel(60, 60, 200, 120, C.panel, 16) +
      label(160, 135, '€', {
        size: 54,
        anchor: 'middle',
        fill: C.gold,
        weight: 700,
      });
    body +=
      panel(940, 60, 200, 120, C.panel, 16) +
      `<path d="M 990 140 L 1040 100 L 1070 122 L 1100 86" fill="none" stroke="${C.down}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
    return svg(W, H, body, 'bg3');
  },

  // Post 3: forex basics
  'post-3/thumb': () => {
    let body = `<circle cx="300" cy="170" r="240" fill="url(#glow)"/>`;
    body +=
      `<circle cx="190" cy="150" r="92" fill="${C.sky}" opacity="0.9"/>` +
      label(190, 178, '€', {
        size: 86,
        anchor: 'middle',
        fill: C.ink,
        weight: 700,
      });
    body +=
      `<circle cx="410" cy="150" r="92" fill="${C.up}" opacity="0.9"/>` +
      label(410, 180, '$', {
        size: 90,
        anchor: 'middle',
        fill: C.ink,
        weight: 700,
      });
    body += `<path d="M 262 110 Q 300 80 338 110" fill="none" stroke="${C.gold}" stroke-width="6" stroke-linecap="round"/><path d="M 330 98 L 340 112 L 324 116" fill="none" stroke="${C.gold}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
    body += `<path d="M 338 192 Q 300 222 262 192" fill="none" stroke="${C.gold}" stroke-width="6" stroke-linecap="round"/><path d="M 270 204 L 260 190 L 276 186" fill="none" stroke="${C.gold}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
    body += label(300, 300, 'EUR/USD', {
      size: 34,
      anchor: 'middle',
      weight: 700,
      spacing: 3,
    });
    return svg(TW, TH, body, 'bg');
  },
  'post-3/image-1': () => {
    let body = `<circle cx="600" cy="300" r="420" fill="url(#glow)"/>`;
    body += label(600, 120, 'EUR / USD', {
      size: 64,
      anchor: 'middle',
      weight: 700,
      spacing: 6,
    });
    body += `<path d="M 430 140 L 430 158 L 570 158 L 570 140" fill="none" stroke="${C.sky}" stroke-width="4"/><path d="M 630 140 L 630 158 L 770 158 L 770 140" fill="none" stroke="${C.up}" stroke-width="4"/>`;
    body += `<circle cx="500" cy="178" r="8" fill="${C.sky}"/><circle cx="700" cy="178" r="8" fill="${C.up}"/>`;
    const box = (x, colour, name, price) => {
      let o = panel(x, 230, 400, 230, C.navy, 22);
      o += `<rect x="${x}" y="230" width="400" height="56" rx="22" fill="${colour}"/><rect x="${x}" y="262" width="400" height="24" fill="${colour}"/>`;
      o += label(x + 200, 268, name, {
        size: 26,
        anchor: 'middle',
        weight: 700,
        fill: C.ink,
        spacing: 4,
      });
      o += label(x + 40, 390, price.slice(0, 4), {
        size: 60,
        weight: 600,
        fill: C.muted,
        spacing: 0,
      });
      o += label(x + 190, 405, price.slice(4, 6), {
        size: 96,
        weight: 700,
        fill: C.text,
        spacing: 0,
      });
      o += label(x + 318, 360, price.slice(6), {
        size: 42,
        weight: 700,
        fill: C.gold,
        spacing: 0,
      });
      return o;
    };
    body += box(150, C.down, 'SELL · BID', '1.09982');
    body += box(650, C.up, 'BUY · ASK', '1.09990');
    body +=
      `<rect x="556" y="318" width="88" height="56" rx="28" fill="${C.gold}"/>` +
      label(600, 354, '0.8', {
        size: 24,
        anchor: 'middle',
        weight: 700,
        fill: C.ink,
        spacing: 0,
      });
    body +=
      `<path d="M 345 470 L 345 500 L 455 500 L 455 470" fill="none" stroke="${C.gold}" stroke-width="4"/>` +
      label(400, 540, 'PIP', {
        size: 26,
        anchor: 'middle',
        fill: C.gold,
        weight: 700,
        spacing: 4,
      });
    body +=
      `<path d="M 850 470 L 850 500 L 950 500 L 950 470" fill="none" stroke="${C.muted}" stroke-width="4"/>` +
      label(900, 540, 'SPREAD', {
        size: 22,
        anchor: 'middle',
        fill: C.muted,
        weight: 700,
        spacing: 4,
      });
    return svg(W, H, body, 'bg2');
  },
  'post-3/image-2': () => {
    const map = worldMap({ x: 40, y: 30, w: 1120, h: 440 });
    let body = map.svg;
    const cities = [
      ['SYDNEY', [151, -34], C.violet],
      ['TOKYO', [140, 36], C.sky],
      ['LONDON', [0, 51], C.gold],
      ['NEW YORK', [-74, 41], C.up],
    ];
    for (const [name, at, colour] of cities) {
      const [cx, cy] = map.proj(at);
      body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="42" fill="${colour}" opacity="0.18"/><circle cx="${f(cx)}" cy="${f(cy)}" r="22" fill="${colour}" opacity="0.35"/><circle cx="${f(cx)}" cy="${f(cy)}" r="9" fill="${colour}"/>`;
      body += label(f(cx), f(cy - 52), name, {
        size: 18,
        anchor: 'middle',
        weight: 700,
        fill: colour,
        spacing: 2,
      });
    }
    // 24-hour session timeline (UTC)
    const tx = 100;
    const tw = 1000;
    const hour = tw / 24;
    body += panel(60, 478, 1080, 132, C.navy, 16);
    const bars = [
      [
        C.violet,
        [
          [22, 24],
          [0, 7],
        ],
      ],
      [C.sky, [[0, 9]]],
      [C.gold, [[8, 17]]],
      [C.up, [[13, 22]]],
    ];
    bars.forEach(([colour, spans], i) => {
      for (const [a, b] of spans)
        body += `<rect x="${f(tx + a * hour)}" y="${494 + i * 22}" width="${f((b - a) * hour)}" height="16" rx="8" fill="${colour}" opacity="0.9"/>`;
    });
    body += `<rect x="${f(tx + 13 * hour)}" y="488" width="${f(4 * hour)}" height="98" rx="8" fill="none" stroke="${C.text}" stroke-width="2.5" stroke-dasharray="6 6"/>`;
    for (let hr = 0; hr <= 24; hr += 3)
      body += label(f(tx + hr * hour), 603, String(hr).padStart(2, '0'), {
        size: 13,
        anchor: 'middle',
        fill: C.muted,
        weight: 600,
        spacing: 0,
      });
    return svg(W, H, body, 'bg3');
  },

  // Post 4: online trading 101
  'post-4/thumb': () => svg(TW, TH, platform({ x: 20, y: 20, w: 560, h: 300, seed: 41 }), 'bg'),
  'post-4/image-1': () =>
    svg(
      W,
      H,
      `<circle cx="1000" cy="80" r="400" fill="url(#glow)"/>` + platform({ x: 50, y: 40, w: 1100, h: 550, seed: 43, positions: true }),
      'bg2',
    ),
  'post-4/image-2': () => {
    let body = panel(60, 60, 560, 510, C.navy, 22);
    body += textBars(100, 100, [220], { h: 14, color: C.text, opacity: 0.85 });
    body += checklist(100, 160, 6, { checked: 4, gap: 62 });
    body += `<circle cx="890" cy="330" r="320" fill="url(#glow)"/>`;
    body += gauge(890, 420, 230, 0.27, { thickness: 28 });
    body += panel(700, 470, 380, 90, C.panel, 16);
    body += `<path d="M 730 530 L 800 500 L 860 516 L 930 488 L 1050 498" fill="none" stroke="${C.up}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
    return svg(W, H, body, 'bg');
  },
};

// ---------------------------------------------------------------- render

const browser = await chromium.launch(chromiumLaunchOptions());
const manifest = {};
const previewAt = process.argv.indexOf('--preview');
const previewDir = previewAt > 0 ? process.argv[previewAt + 1] : undefined;
/** The JPEG of the page's picture at `width`×`height`, at quality 80 or lower until it fits `maxBytes`. */
async function jpegOf(page, width, height, maxBytes) {
  const clip = { x: 0, y: 0, width, height };
  let quality = 80;
  let jpeg = await page.screenshot({ type: 'jpeg', quality, clip });
  while (jpeg.length > maxBytes && quality > 40) {
    quality -= 5;
    jpeg = await page.screenshot({ type: 'jpeg', quality, clip });
  }
  return { jpeg, quality };
}

try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const [key, draw] of Object.entries(scenes)) {
    const size = key.endsWith('thumb') ? THUMB : FULL;
    const picture = draw();
    for (const width of [size.width, ...size.copies]) {
      const height = (size.height * width) / size.width;
      if (!Number.isInteger(height)) throw new Error(`${key}: ${width} px wide would not keep the aspect ratio`);
      const main = width === size.width;
      // A copy scales the same vectors (CSS sizes the SVG); the main file is drawn as before.
      const scale = main ? '' : `<style>svg{display:block;width:${width}px;height:${height}px}</style>`;
      await page.setViewportSize({ width, height });
      await page.setContent(
        `<!doctype html><html><head>${scale}</head><body style="margin:0;background:${C.ink}">${picture}</body></html>`,
      );
      const { jpeg, quality } = await jpegOf(page, width, height, size.maxBytes);
      const rel = `assets/images/blog/${key}${main ? '' : `-${width}w`}.jpg`;
      const file = join(libDir, rel);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, jpeg);
      if (previewDir && main) {
        mkdirSync(previewDir, { recursive: true });
        await page.screenshot({
          type: 'png',
          path: join(previewDir, `${key.replace('/', '-')}.png`),
          clip: { x: 0, y: 0, width, height },
        });
      }
      manifest[rel] = { width, height, bytes: statSync(file).size };
      console.log(`${rel}  ${width}x${height}  ${(jpeg.length / 1024).toFixed(1)} KB  q${quality}`);
    }
  }
} finally {
  await browser.close();
}

const entries = Object.entries(manifest)
  // One property a line: Prettier keeps an object expanded when it starts on a new line.
  .map(([path, m]) => `  '${path}': {\n    width: ${m.width},\n    height: ${m.height},\n    bytes: ${m.bytes},\n  },`)
  .join('\n');
const manifestFile = join(libDir, 'src', 'image-manifest.ts');
const manifestSource = `// Generated by tools/blog-images/render.mjs: do not edit by hand, run the script again.
import type { BlogImageInfo } from './model';

/**
 * Every bundled blog image by public path, with its pixel size and file size in bytes: the files the
 * posts name and their responsive copies ('…/thumb-360w.jpg', '…/image-1-600w.jpg').
 */
export const blogImages: Readonly<Record<string, BlogImageInfo>> = {
${entries}
};
`;
// Format like the rest of the workspace so that a new run leaves no diff.
const prettier = await import('prettier');
const options = (await prettier.resolveConfig(manifestFile)) ?? {};
writeFileSync(manifestFile, await prettier.format(manifestSource, { ...options, filepath: manifestFile }));
console.log(`manifest: ${Object.keys(manifest).length} images`);
