#!/usr/bin/env node
// `npm start`: the reference backend and template1 together, with the URLs and demo accounts printed.
import { spawn } from 'node:child_process';
import * as http from 'node:http';

const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' };
const backendPort = process.env.PORT ?? '5100';
const children = [];

function run(name, args) {
  const child = spawn('npx', args, { env: { ...env, PORT: backendPort }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      for (const line of chunk.split('\n')) if (line.trim()) process.stdout.write(prefix + line + '\n');
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix}stopped (${signal ?? code}); shutting down.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function waitFor(url, timeoutMs = 180_000) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const req = http.get(url, (res) => {
        res.resume();
        resolve();
      });
      req.on('error', () => {
        if (Date.now() - started > timeoutMs) reject(new Error(`${url} did not answer in time`));
        else setTimeout(attempt, 500);
      });
    };
    attempt();
  });
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('backend', ['nx', 'serve', 'reference-backend', '--output-style=stream']);
run('template1', ['nx', 'serve', 'template1', '--output-style=stream']);

await Promise.all([waitFor(`http://127.0.0.1:${backendPort}/`), waitFor('http://localhost:4200/')]);
console.log(`
Brokerfront is running.

  Site (template1):   http://localhost:4200/
  Reference backend:  http://127.0.0.1:${backendPort}/

  Demo accounts (email / password):
    employee@example.com     / Employee1      employee, every permission (back office)
    client@example.com       / Client1        client
    blocked@example.com      / Blocked1       blocked: sign-in is refused
    unconfirmed@example.com  / Unconfirmed1   e-mail not confirmed: sign-in is refused

Press Ctrl+C to stop.
`);
