#!/usr/bin/env node
/**
 * Writes the nginx configuration of a built app (deploy/nginx/README.md):
 *
 *   node tools/deploy/nginx.mjs <folder of the built app> [--out <file>] [--root <folder on the server>]
 *     [--listen 8080] [--server-name example.com]
 *     [--https --ssl-certificate <file> --ssl-certificate-key <file>] [--no-http-redirect]
 *     [--email-upstream http://127.0.0.1:5000] [--no-brotli]
 *     [--main [--prefix <folder>] [--user <name>] [--brotli-module <file>] [--mime-types <file>]]
 *
 * Without --out the configuration goes to standard output. Reads `<folder>/assets/config/configuration.json` (the
 * services the site talks to) and the built HTML (its inline styles), so run it after the build, and again after
 * every re-render (`nx run <app>:prerender`) that follows a change of the configuration.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { nginxConfig } from './nginx-config.mjs';
import { inlineStyleHashes, readDeployConfiguration } from './site.mjs';

export { contentSecurityPolicy, parsePolicy } from './csp.mjs';
export { nginxConfig, securityHeaders, signedInPattern } from './nginx-config.mjs';
export { deployConfiguration, inlineStyleHashes, readDeployConfiguration } from './site.mjs';

const USAGE =
  'usage: node tools/deploy/nginx.mjs <dist folder of a built app> [--out <file>] [--root <folder on the server>] [--listen 8080] [--server-name <name>] ' +
  '[--https --ssl-certificate <file> --ssl-certificate-key <file>] [--no-http-redirect] [--email-upstream <origin>] [--no-brotli] ' +
  '[--main [--prefix <folder>] [--user <name>] [--brotli-module <file>] [--mime-types <file>]]';

/** Options that take a value, and their name in the generator's options. */
const VALUED = /** @type {const} */ ({
  '--out': 'out',
  '--root': 'servedRoot',
  '--listen': 'listen',
  '--server-name': 'serverName',
  '--ssl-certificate': 'sslCertificate',
  '--ssl-certificate-key': 'sslCertificateKey',
  '--email-upstream': 'emailUpstream',
  '--prefix': 'prefix',
  '--user': 'user',
  '--brotli-module': 'brotliModule',
  '--mime-types': 'mimeTypes',
});

/**
 * @param {string[]} argv
 * @returns {{ dist: string, out?: string, servedRoot?: string, listen?: string, serverName?: string, https: boolean, httpRedirect: boolean,
 *   sslCertificate?: string, sslCertificateKey?: string, emailUpstream?: string, brotli: boolean, main: boolean,
 *   prefix?: string, user?: string, brotliModule?: string, mimeTypes?: string }}
 */
export function parseArgs(argv) {
  /** @type {Record<string, string | boolean>} */
  const options = { https: false, httpRedirect: true, brotli: true, main: false };
  /** @type {string | undefined} */
  let dist;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') throw new Error(USAGE);
    if (arg === '--https') options['https'] = true;
    else if (arg === '--no-brotli') options['brotli'] = false;
    else if (arg === '--no-http-redirect') options['httpRedirect'] = false;
    else if (arg === '--main') options['main'] = true;
    else if (arg in VALUED) {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`${arg} needs a value\n${USAGE}`);
      options[VALUED[/** @type {keyof typeof VALUED} */ (arg)]] = value;
      i += 1;
    } else if (arg.startsWith('-')) throw new Error(`unknown option ${arg}\n${USAGE}`);
    else if (dist === undefined) dist = arg;
    else throw new Error(`one folder only (found ${dist} and ${arg})\n${USAGE}`);
  }
  if (!dist) throw new Error(USAGE);
  return /** @type {ReturnType<typeof parseArgs>} */ ({ ...options, dist: path.resolve(dist) });
}

/**
 * Reads a built app and gives its nginx configuration.
 * @param {ReturnType<typeof parseArgs>} options
 */
export function configurationFor(options) {
  const { dist, servedRoot, ...rest } = options;
  delete rest.out;
  if (!fs.existsSync(path.join(dist, '404.html')) || !fs.existsSync(path.join(dist, 'spa.html'))) {
    throw new Error(`${dist} has no 404.html or spa.html: give the folder of a built, prerendered app (dist/apps/<app>)`);
  }
  // The folder nginx serves: where the build is copied on the server (--root), else the folder read here.
  const root = servedRoot ? path.posix.resolve(servedRoot) : dist;
  return nginxConfig({ ...rest, root, config: readDeployConfiguration(dist), hashes: inlineStyleHashes(dist) });
}

/** @param {string[]} argv */
export function main(argv) {
  const options = parseArgs(argv);
  const text = configurationFor(options);
  // A standalone nginx.conf keeps its temporary files under the prefix: nginx creates their folders, not the prefix's.
  if (options.main) fs.mkdirSync(path.join(path.resolve(options.prefix ?? '.'), 'temp'), { recursive: true });
  if (!options.out) {
    process.stdout.write(text);
    return;
  }
  fs.mkdirSync(path.dirname(path.resolve(options.out)), { recursive: true });
  fs.writeFileSync(options.out, text);
  console.error(`nginx: wrote ${options.out} for ${options.dist}`);
}

// Run as a command (not when imported by a test or another tool).
if (process.argv[1] && path.basename(process.argv[1]) === 'nginx.mjs') {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`nginx.mjs: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
}
