import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** A message the backend wrote to its outbox (`<dataDir>/outbox/<timestamp>-<kind>-<random>.json`). */
export interface OutboxMail {
  kind: string;
  to: string;
  subject: string;
  body: string;
  data: Record<string, unknown>;
  createdAt: string;
}

/** Reading the outbox of the backend whose data folder `dataDir()` answers (read when called: set in `beforeAll`). */
export function outboxOf(dataDir: () => string) {
  /** The outbox messages of `kind` sent to `to` (any case), oldest first. */
  const mails = (kind: string, to: string): OutboxMail[] => {
    const dir = `${dataDir()}/outbox`;
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json') && f.includes(`-${kind}-`))
      .sort()
      .map((f) => JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as OutboxMail)
      .filter((m) => m.to.toLowerCase() === to.toLowerCase());
  };

  /** Waits (up to 5 s) until `count` messages of `kind` were sent to `to` (a reset link is mailed after the answer). */
  const mailsAfterAnswer = async (kind: string, to: string, count: number): Promise<OutboxMail[]> => {
    for (let waited = 0; waited < 5000; waited += 20) {
      const list = mails(kind, to);
      if (list.length >= count) return list;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return mails(kind, to);
  };

  /** The token of the newest link of `kind` e-mailed to `to`. */
  const lastToken = (kind: 'confirm-email' | 'reset-password', to: string): string => {
    const list = mails(kind, to);
    const url = list[list.length - 1]?.data['url'];
    if (typeof url !== 'string') throw new Error(`no ${kind} mail to ${to}`);
    return new URL(url).searchParams.get('token') as string;
  };

  return { mails, mailsAfterAnswer, lastToken };
}
