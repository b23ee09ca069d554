// The build's pre-compressed copies (tools/deploy/compress.mjs): written beside the text files worth it, decompressing to
// them, the same bytes on every run, and removed once stale.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { compressTree, MIN_SIZE, removeCopies, summaryLine } from './compress.mjs';

/** Text that compresses well, `size` bytes long. */
const text = (size, seed = 'page') => {
  let out = '';
  for (let i = 0; out.length < size; i += 1) out += `<p class="${seed}-${i % 7}">Line ${i} of ${seed}</p>\n`;
  return out.slice(0, size);
};

function build() {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-compress-'));
  const write = (file, content) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), content);
  };
  write('index.html', text(20_000));
  write('blog/post/index.html', text(8_000, 'post'));
  write('assets/index-AbCdEf12.js', text(30_000, 'js'));
  write('assets/index-AbCdEf12.css', text(4_000, 'css'));
  write('assets/config/configuration.json', JSON.stringify({ text: text(3_000, 'json') }));
  write('robots.txt', 'User-agent: *\nAllow: /\n');
  write('assets/images/photo.jpg', Buffer.alloc(5_000, 7));
  write('assets/index-AbCdEf12.js.map', text(9_000, 'map'));
  write('assets/uploads/archive.tar.gz', Buffer.from([0x1f, 0x8b, 8, 0]));
  return dist;
}

const copiesIn = (dist) =>
  fs
    .readdirSync(dist, { recursive: true })
    .map(String)
    .filter((file) => /\.(br|gz)$/.test(file))
    .sort();

describe('compressTree', () => {
  let dist;
  beforeEach(() => {
    dist = build();
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('writes .br and .gz copies of the text files over 1 KiB that decompress to the original, and none of the others', async () => {
    const summary = await compressTree(dist);
    const compressed = [
      'assets/config/configuration.json',
      'assets/index-AbCdEf12.css',
      'assets/index-AbCdEf12.js',
      'blog/post/index.html',
      'index.html',
    ];
    expect(copiesIn(dist)).toEqual(
      [...compressed.flatMap((file) => [`${file}.br`, `${file}.gz`]), 'assets/uploads/archive.tar.gz'].map((f) => path.normalize(f)).sort(),
    );
    for (const file of compressed) {
      const original = fs.readFileSync(path.join(dist, file));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, `${file}.br`))).equals(original)).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dist, `${file}.gz`))).equals(original)).toBe(true);
      expect(fs.statSync(path.join(dist, `${file}.br`)).size).toBeLessThan(original.length / 2);
    }
    expect(fs.statSync(path.join(dist, 'robots.txt')).size).toBeLessThanOrEqual(MIN_SIZE);
    expect(summary).toMatchObject({ files: 5, written: 10, removed: 0 });
    expect(summary.brotliBytes).toBeLessThan(summary.gzipBytes);
    expect(summaryLine('site', summary, 12)).toMatch(
      /^compress site: 5 files, \d+ KiB → brotli \d+ KiB \(\d+%\), gzip \d+ KiB \(\d+%\); 10 copies written/,
    );
  });

  it('gives the same bytes on every run and keeps copies that are up to date', async () => {
    await compressTree(dist);
    const first = copiesIn(dist).map((file) => fs.readFileSync(path.join(dist, file)));
    const again = build();
    await compressTree(again);
    expect(copiesIn(again).map((file) => fs.readFileSync(path.join(again, file)))).toEqual(first);
    fs.rmSync(again, { recursive: true, force: true });
    expect(await compressTree(dist)).toMatchObject({ files: 5, written: 0, removed: 0 });
  });

  it('rewrites the copies of a changed file and removes those of a file that is gone or shrank', async () => {
    await compressTree(dist);
    fs.writeFileSync(path.join(dist, 'index.html'), text(12_000, 'changed'));
    fs.rmSync(path.join(dist, 'blog/post/index.html'));
    fs.writeFileSync(path.join(dist, 'assets/index-AbCdEf12.css'), 'a{}');
    const summary = await compressTree(dist);
    expect(summary).toMatchObject({ files: 3, written: 2, removed: 4 });
    expect(copiesIn(dist).filter((file) => file.startsWith('blog') || file.includes('.css.'))).toEqual([]);
    // The folder of the removed page held only its copies.
    expect(fs.existsSync(path.join(dist, 'blog'))).toBe(false);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, 'index.html.br'))).toString()).toBe(text(12_000, 'changed'));
    // An archive offered for download is not a copy of anything.
    expect(fs.existsSync(path.join(dist, 'assets/uploads/archive.tar.gz'))).toBe(true);
  });
});

describe('removeCopies', () => {
  it('removes the compressed copies and nothing else', async () => {
    const dist = build();
    await compressTree(dist);
    expect(removeCopies(dist)).toBe(10);
    expect(copiesIn(dist)).toEqual([path.normalize('assets/uploads/archive.tar.gz')]);
    fs.rmSync(dist, { recursive: true, force: true });
  });
});
