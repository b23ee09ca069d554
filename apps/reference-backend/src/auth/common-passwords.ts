/**
 * Passwords that guessing tries first: the most frequent entries of public breach lists that could otherwise pass
 * the length and upper-case rules (compared without case), and keyboard or alphabet runs.
 */
const COMMON = new Set(
  (
    '123456 1234567 12345678 123456789 1234567890 password password1 password12 password123 passw0rd p@ssword ' +
    'qwerty qwerty1 qwerty12 qwerty123 qwertyuiop asdfgh asdfghjkl zxcvbn zxcvbnm 1q2w3e 1q2w3e4r 1qaz2wsx ' +
    'abc123 abcdef abcdefg abcdefgh abc12345 iloveyou letmein welcome welcome1 welcome123 monkey dragon ' +
    'football baseball sunshine princess master master123 shadow superman batman trustno1 freedom whatever ' +
    'michael jennifer jordan23 hunter hunter2 charlie starwars secret secret123 admin admin1 admin123 ' +
    'administrator changeme default login access flower hello123 test123 testing passpass computer internet ' +
    'summer winter spring autumn january february london berlin soccer killer pokemon ninja mustang ' +
    'liverpool chelsea arsenal barcelona matrix cheese banana cookie ginger pepper orange purple yellow ' +
    'qazwsx 654321 111111 000000 121212 123123 112233 123321 666666 696969 777777 987654321 ' +
    'brokerfront trading trader invest investor money123 bitcoin crypto forex'
  ).split(/\s+/),
);

/** Whether `password` is one of the common ones, or one character repeated (`AAAAAA`), or a plain run (`Abcdef`, `654321`). */
export function isCommonPassword(password: string): boolean {
  const p = password.normalize('NFC').toLowerCase();
  if (COMMON.has(p)) return true;
  if (/^(.)\1*$/u.test(p)) return true;
  const codes = [...p].map((c) => c.codePointAt(0) ?? 0);
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  return Math.abs(step) === 1 && codes.every((c, i) => i === 0 || c - (codes[i - 1] ?? 0) === step);
}
