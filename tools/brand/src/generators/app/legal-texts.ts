/**
 * The first drafts of a generated brand's legal documents, in English, in the markdown of tools/legal (one `# title`,
 * `## sections`, paragraphs, `- ` bullets, `**bold**`), which the build makes into PDFs. The brand's lawyers replace
 * them; they only have to be complete enough to publish a test site.
 */

export interface LegalContext {
  brandName: string;
  /** The company, e.g. "Aurora Markets Ltd". */
  company: string;
  email: string;
  origin: string;
  /** English names of the site's languages, e.g. ["English", "German"]. */
  languageNames: string[];
  year: number;
}

export interface LegalDocumentDraft {
  /** Shown on the site (appConfig.documents[].name). */
  name: string;
  /** File name of the PDF (appConfig.documents[].fileName); its text is legal/<fileName without .pdf>.md. */
  fileName: string;
  markdown: (context: LegalContext) => string;
}

function languagesNote({ languageNames }: LegalContext): string {
  const others = languageNames.filter((name) => name !== 'English');
  if (others.length === 0) return 'This document is written in English, the language of the site.';
  const list = others.length === 1 ? others[0] : `${others.slice(0, -1).join(', ')} and ${others[others.length - 1]}`;
  return (
    `This document is written in English. The site is also offered in ${list}; where this document is provided in ` +
    'another language, the English version prevails.'
  );
}

/** Blocks separated by a blank line; consecutive `- ` bullets stay one list. */
const join = (...blocks: string[]) =>
  `${blocks.map((block, i) => (i === 0 ? '' : block.startsWith('- ') && blocks[i - 1].startsWith('- ') ? '\n' : '\n\n') + block).join('')}\n`;

export const LEGAL_DOCUMENTS: readonly LegalDocumentDraft[] = [
  {
    name: 'Terms and conditions',
    fileName: 'terms-and-conditions.pdf',
    markdown: (c) =>
      join(
        '# Terms and conditions',
        `These terms and conditions govern the use of the website ${c.origin} and the services of **${c.company}** ` +
          `("${c.brandName}", "we", "us"). By opening an account or using the site you accept them. Read them together ` +
          'with our privacy policy and our risk disclosure.',
        '## 1. Our services',
        `${c.brandName} offers online trading in contracts for difference ("CFDs") on currencies, shares, indices, ` +
          'commodities and cryptocurrencies. We execute your orders as principal; we do not give investment advice.',
        '## 2. Your account',
        'To trade you need an account. You must be at least 18 years old, give us true and complete information and ' +
          'keep your password secret. We may ask for documents to confirm your identity and address before you can ' +
          'deposit or withdraw money.',
        '- You are responsible for every order placed with your credentials.',
        '- Tell us at once if you believe someone else has used your account.',
        '- We may refuse or close an account where the law or these terms require it.',
        '## 3. Orders and prices',
        'Our prices are derived from the markets of the underlying assets and include our spread. An order is accepted ' +
          'when we confirm it. In fast markets, or when a market gaps, an order may be executed at a price different ' +
          'from the one shown when you placed it.',
        '## 4. Fees',
        'Spreads, commissions and overnight financing are shown on the site before you trade. We tell you of any change ' +
          'to them in advance.',
        '## 5. Complaints and contact',
        `Send questions and complaints to ${c.email}. We answer within 15 business days.`,
        '## 6. Languages',
        languagesNote(c),
        `Last updated: ${c.year}.`,
      ),
  },
  {
    name: 'Privacy policy',
    fileName: 'privacy-policy.pdf',
    markdown: (c) =>
      join(
        '# Privacy policy',
        `This policy explains how **${c.company}** ("${c.brandName}") collects and uses personal data when you visit ` +
          `${c.origin}, open an account or contact us. We process personal data in line with the applicable data ` +
          'protection law, including the General Data Protection Regulation (GDPR).',
        '## 1. What we collect',
        '- Identity and contact details: name, date of birth, address, e-mail address and phone number.',
        '- Documents we are required to check, such as a copy of an identity document.',
        '- Account and trading data: deposits, withdrawals, orders and positions.',
        '- Technical data: the address and browser of the device you use, and the pages you visit.',
        '## 2. Why we use it',
        'We use personal data to open and run your account, to meet our legal duties (such as checks against money ' +
          'laundering), to keep the site secure and to answer your requests. We do not sell personal data.',
        '## 3. How long we keep it',
        'We keep account data for as long as your account is open and afterwards for as long as the law requires, ' + 'usually five years.',
        '## 4. Your rights',
        `You may ask for a copy of your data, its correction or deletion, or object to its use, by writing to ${c.email}. ` +
          'You may also complain to your data protection authority.',
        '## 5. Languages',
        languagesNote(c),
        `Last updated: ${c.year}.`,
      ),
  },
  {
    name: 'Risk disclosure',
    fileName: 'risk-disclosure.pdf',
    markdown: (c) =>
      join(
        '# Risk disclosure',
        `This notice describes the main risks of trading CFDs with **${c.company}**. It cannot list every risk. Read it ` +
          'before you open an account.',
        '**CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage.** You should ' +
          'consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.',
        '## 1. Leverage',
        'You deposit only a fraction of the value of a position as margin. Leverage magnifies gains and losses alike: a ' +
          'small price movement against you can use up your whole margin, and positions may be closed automatically.',
        '## 2. Market risks',
        'Prices can move sharply because of economic data, political events or company news, and markets may gap. Stop ' +
          'orders are then executed at the next available price, which may be far worse than the level you set.',
        '## 3. Costs',
        'Spreads, commissions and overnight financing reduce your result, and holding positions for a long time can be ' + 'expensive.',
        '## 4. Before you trade',
        '- Trade only with money you can afford to lose.',
        '- Use the demo account to learn how the platform works.',
        '- Seek independent advice if you are unsure whether CFD trading suits you.',
        `Questions about these risks: ${c.email}.`,
        '## 5. Languages',
        languagesNote(c),
      ),
  },
];
