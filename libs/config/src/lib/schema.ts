import { z } from 'zod';
import { languageIdFromPrefix } from './language';

/**
 * The one source of the configuration format: TypeScript types (`z.infer`), runtime validation
 * (`parseSiteConfiguration`) and the JSON Schema brand teams point their editor at
 * (`libs/config/configuration.schema.json`, written by `npm run config:schema`) all come from here.
 */

import { ASSET_CLASSES, DEFAULT_ESTABLISHMENT_YEAR, THEME_COLOR_PATTERN, THEME_FONTS, VECTOR_SIZES } from './constants';

export { ASSET_CLASSES, DEFAULT_ESTABLISHMENT_YEAR, THEME_FONTS, VECTOR_SIZES };

// Parse without zod's compiled fast path: to find out whether it may compile one, zod calls `Function('')`, which a
// Content-Security-Policy without 'unsafe-eval' (deploy/nginx) reports as a violation on every page that parses the
// configuration. The configuration is parsed once per page load: the plain parser is fast enough.
z.config({ jitless: true });

const text = (description: string) => z.string().min(1).meta({ description });
const flag = (description: string) => z.boolean().default(false).meta({ description });
const optionalText = (description: string) => z.string().default('').meta({ description });

/**
 * What a browser would silently drop or rewrite in an address before reading it: control characters (tabs and line
 * breaks included, so `java\tscript:` reads as `javascript:`), backslashes (read as `/`, so `/\\host` is another
 * site) and spaces at either end. An address of the configuration holds none of them.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const ADDRESS_TRICKS = /[\u0000-\u001f\u007f\\]|^\s|\s$/;

/**
 * Two unrelated sites a relative address is resolved against: a path of this site stays on each of them; an address
 * that leaves the site (`//host/…`) or names another scheme (`javascript:`, `data:`, `file:`, …) stays on neither.
 */
const PROBE_SITES = ['https://site-a.invalid/', 'https://site-b.invalid/'];

/** The address as the WHATWG URL parser reads it (scheme lower-cased, spaces and control characters dropped); null if it is none. */
function parseAddress(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** Whether `value` is an absolute http:// or https:// address with a host, read as a browser reads an `href`. */
export function isHttpAddress(value: string): boolean {
  if (ADDRESS_TRICKS.test(value)) return false;
  const url = parseAddress(value);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '';
}

/**
 * Whether `value` is a path of this site (`/sign-in`, `assets/images/`) or an absolute http(s) address, read as a
 * browser reads an `href` or `src`: every other scheme (`javascript:`, `data:`, `vbscript:`, `file:`, `mailto:`, …),
 * in any case and behind any spaces or control characters, is refused, and so is an address of another site without
 * a scheme (`//host/…`).
 */
export function isSitePathOrHttpAddress(value: string): boolean {
  if (ADDRESS_TRICKS.test(value)) return false;
  if (parseAddress(value) !== null) return isHttpAddress(value);
  return PROBE_SITES.every((site) => parseAddress(value, site)?.host === new URL(site).host);
}

/**
 * The same rules for editors, as JSON Schema patterns: no spaces at either end, no control character or backslash, and
 * an http(s) address or a path without a scheme that does not start with `//`.
 */
const NO_ADDRESS_TRICKS_PATTERN = String.raw`^(?!\s)(?![\s\S]*\s$)(?![\s\S]*[\u0000-\u001f\u007f\\])`;
const HTTP_ADDRESS_START = String.raw`[hH][tT][tT][pP][sS]?://[^/?#]`;
const HTTP_ADDRESS_PATTERN = `${NO_ADDRESS_TRICKS_PATTERN}${HTTP_ADDRESS_START}`;
const SITE_PATH_OR_HTTP_PATTERN = `${NO_ADDRESS_TRICKS_PATTERN}(?:${HTTP_ADDRESS_START}|(?!//)(?![^/?#]*:))`;

const SITE_PATH_OR_HTTP = 'a path of this site or an address starting with http:// or https://';

/** A text that is a path of this site or an absolute http(s) address; any other address names its field. */
const siteAddress = (schema: z.ZodString) =>
  schema
    .check((ctx) => {
      if (isSitePathOrHttpAddress(ctx.value)) return;
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        message: `expected ${SITE_PATH_OR_HTTP}`,
        params: { expected: SITE_PATH_OR_HTTP },
      });
    })
    .meta({ pattern: SITE_PATH_OR_HTTP_PATTERN });

const HTTP_ADDRESS = 'an address starting with http:// or https://';

/** An absolute http(s) address (`z.url()` alone lets every scheme through: `javascript:`, `data:`). */
const httpAddress = () =>
  z
    .string()
    .check((ctx) => {
      if (isHttpAddress(ctx.value)) return;
      ctx.issues.push({ code: 'custom', input: ctx.value, message: `expected ${HTTP_ADDRESS}`, params: { expected: HTTP_ADDRESS } });
    })
    .meta({ format: 'uri', pattern: HTTP_ADDRESS_PATTERN });

/** A language the interface or the blog is offered in (SPEC §3). */
export const languageSchema = z
  .strictObject({
    id: z.int().positive().meta({ description: 'Id the services know the language by: de = 2, swe = 3, any other prefix = 1.' }),
    prefix: z
      .string()
      .regex(/^[a-z]{2,3}$/)
      .meta({ description: 'Language prefix used in URLs and translation file names, e.g. "en", "de", "swe", "esp", "svn", "ita".' }),
    name: text('Name of the language in that language, shown in the language switcher, e.g. "Deutsch".'),
  })
  .check((ctx) => {
    const { id, prefix } = ctx.value;
    const expectedId = languageIdFromPrefix(prefix);
    if (id !== expectedId) {
      ctx.issues.push({
        code: 'custom',
        path: ['id'],
        input: id,
        message: `the id of "${prefix}" is ${expectedId}`,
        params: { expected: `${expectedId} (the id of prefix "${prefix}": de = 2, swe = 3, any other = 1)` },
      });
    }
  })
  .meta({ description: 'A language: id, URL prefix and display name.' });

/** One entry of the "in the media" list. */
export const mediaNewsItemSchema = z.strictObject({
  name: text('Name of the publication.'),
  image: siteAddress(
    text('Logo of the publication, relative to the site root or imagesDir, e.g. "assets/images/media/ft.svg", or an http(s) address.'),
  ),
  url: httpAddress().meta({ description: 'Address of the article (http or https).' }),
  languagePrefix: z
    .string()
    .regex(/^[a-z]{2,3}$/)
    .meta({ description: 'Language of the article; the item is listed only while the site shows this language.' }),
});

/** A downloadable legal document. */
export const documentSchema = z.strictObject({
  name: text('Title shown to visitors, e.g. "Terms and conditions".'),
  fileName: siteAddress(text('File name inside uploadsDir, e.g. "terms-and-conditions.pdf".')),
  language: z
    .string()
    .regex(/^[a-z]{2,3}$/)
    .optional()
    .meta({ description: 'Language prefix of the document\'s text, e.g. "de" (default: the default language of the site).' }),
});

/** Contact details shown on the contact page and in the footer. */
export const contactInfoSchema = z.strictObject({
  email: z.email().meta({ description: 'Support e-mail address.' }),
  phoneNumber: text('Support phone number, as it should be shown, e.g. "+44 20 7946 0000".'),
  companyInfo: text('Legal name and registration of the company.'),
  address: text('Postal address of the company.'),
});

/** One row of the spreads-and-commissions table. */
export const spreadRowSchema = z.strictObject({
  instrument: text('Instrument shown in the row, e.g. "EUR/USD".'),
  assetClass: z.enum(ASSET_CLASSES).meta({ description: 'Asset class of the instrument.' }),
  spread: text('Spread as shown to visitors, e.g. "from 0.6 pips".'),
  commission: text('Commission as shown to visitors, e.g. "none" or "$3.50 per lot".'),
});

/**
 * The brand's risk warning (SPEC §3 riskWarningInfo): one text, or a text per language prefix. A plain text is the
 * default language's; every language the brand gives no text for shows the general risk warning translated into it,
 * so no page shows a warning in a language other than its own.
 */
export const riskWarningInfoSchema = z
  .union([
    z.string().meta({
      description: "The default language's text; the other languages show the translated general risk warning. Empty hides the warning.",
    }),
    z
      .record(
        z
          .string()
          .regex(/^[a-z]{2,3}$/)
          .meta({ description: 'Prefix of a configured language, e.g. "de".' }),
        z.string().trim().min(1).meta({ description: 'The risk warning in that language.' }),
      )
      .meta({
        description:
          'The text in each language by prefix, e.g. { "en": "…", "de": "…" }; a configured language left out shows the translated general risk warning.',
      }),
  ])
  .default('')
  .meta({
    description:
      'Risk warning shown on every page: one text in the default language, or texts by language prefix ({ "en": "…", "de": "…" }). ' +
      'A language without a text of its own shows the general risk warning translated into it; empty (no text in any language) hides the warning.',
  });

/** The per-deployment application configuration (SPEC §3 "AppConfig"). */
export const appConfigSchema = z
  .strictObject({
    origin: httpAddress()
      .transform((origin) => (origin.endsWith('/') ? origin : `${origin}/`))
      .meta({ description: 'Public address of the site, e.g. "https://broker.example/". A trailing slash is added when missing.' }),
    name: text('Brand name, used in page titles ("{page} | {name}") and social meta.'),
    description: text('Default description of the site for search engines and social meta.'),
    imagesDir: siteAddress(z.string())
      .default('assets/images/')
      .meta({ description: 'Folder of brand images: a path of this site, or an http(s) address.' }),
    uploadsDir: siteAddress(z.string())
      .default('assets/uploads/')
      .meta({ description: 'Folder of downloadable documents: a path of this site, or an http(s) address.' }),
    loginLink: siteAddress(text('Where "Log in" leads: a path of this site ("/sign-in") or an http(s) address.')),
    signUpLink: siteAddress(text('Where "Sign up" leads: a path of this site or an http(s) address.')),
    defaultLanguage: languageSchema.meta({ description: 'Language shown when the visitor has chosen none. Must be one of languages.' }),
    languages: z
      .array(languageSchema)
      .min(1)
      .meta({ description: 'Interface languages of this site. With more than one, pages are also served under /{prefix}/….' }),
    hasTradingMenu: flag('Show the trading menu in the header.'),
    faqHasTabs: flag('Group the FAQ in tabs.'),
    mediaNews: z.array(mediaNewsItemSchema).default([]).meta({ description: 'Articles about the brand ("in the media").' }),
    showContact: flag('Show the contact form and contact link.'),
    establishmentYear: z
      .int()
      .min(1800)
      .max(2100)
      .default(DEFAULT_ESTABLISHMENT_YEAR)
      .meta({ description: `Year the company was founded (default ${DEFAULT_ESTABLISHMENT_YEAR}).` }),
    establishmentFromTo: z
      .string()
      .min(1)
      .optional()
      .meta({ description: 'Years shown as the company history, e.g. "2005–2026". Defaults to "{establishmentYear}–{rightsYear}".' }),
    riskWarningInfo: riskWarningInfoSchema,
    hideJoinBanner: flag('Hide the "join us" banner.'),
    showAccountTypesTable: flag('Show the account types table.'),
    showAccountTypesTableFuture: flag('Show the account types table of future account types.'),
    showCryptoIcons: flag('Show crypto asset icons on the marketing pages.'),
    hideFaqFromContact: flag('Hide the FAQ block on the contact page.'),
    showWorkingHours: flag('Show the support working hours on the contact page.'),
    spreadsAndCommissions: z
      .array(spreadRowSchema)
      .default([])
      .meta({ description: 'Rows of the spreads and commissions table; empty hides the table.' }),
    rightsYear: z.int().min(1800).max(2100).optional().meta({ description: 'Year of the copyright notice. Defaults to the current year.' }),
    documents: z.array(documentSchema).default([]).meta({ description: 'Legal documents offered for download.' }),
    contactInfo: contactInfoSchema,
    vectorSize: z
      .enum(VECTOR_SIZES)
      .default('cover')
      .meta({ description: 'How the decorative vector images fill their box (default "cover").' }),
    hideMobileImage: flag('Hide the hero image on small screens.'),
    recaptchaSiteKey: optionalText('reCAPTCHA site key of the contact form; empty disables reCAPTCHA.'),
    hasWithdrawalMenu: flag('Show the withdrawal entry in the client menu.'),
    hasPopup: flag('Show the promotional pop-up on the home page.'),
  })
  .check((ctx) => {
    const app = ctx.value;
    const seen = new Map<string, number>();
    app.languages.forEach((language, index) => {
      const first = seen.get(language.prefix);
      if (first !== undefined) {
        ctx.issues.push({
          code: 'custom',
          path: ['languages', index, 'prefix'],
          input: language.prefix,
          message: `prefix "${language.prefix}" is listed twice`,
          params: { expected: `a prefix not already used by languages[${first}]` },
        });
      } else {
        seen.set(language.prefix, index);
      }
    });
    if (!seen.has(app.defaultLanguage.prefix)) {
      ctx.issues.push({
        code: 'custom',
        path: ['defaultLanguage', 'prefix'],
        input: app.defaultLanguage.prefix,
        message: 'the default language must be one of languages',
        params: { expected: `one of the configured prefixes (${[...seen.keys()].map((p) => `"${p}"`).join(', ')})` },
      });
    }
    if (typeof app.riskWarningInfo === 'object') {
      // A text for a language the site does not offer would never be shown: most likely a typo of a prefix.
      for (const prefix of Object.keys(app.riskWarningInfo)) {
        if (seen.has(prefix)) continue;
        ctx.issues.push({
          code: 'custom',
          path: ['riskWarningInfo', prefix],
          input: app.riskWarningInfo[prefix],
          message: `"${prefix}" is not a configured language`,
          params: {
            expected: `the prefix of a configured language (${[...seen.keys()].map((p) => `"${p}"`).join(', ')})`,
            found: `"${prefix}", which is not a configured language`,
          },
        });
      }
    }
  });

const hostPieces = {
  protocol: z.enum(['http', 'https']).meta({ description: '"http" or "https".' }),
  host: text('Host name or address, e.g. "api.broker.example".'),
  port: z.int().min(1).max(65535).meta({ description: 'TCP port, e.g. 443.' }),
};

/** Where the identity service lives and how the site signs in (SPEC §3, §7 "Authentication"). */
export const identityConfigSchema = z.strictObject({
  connect: z
    .strictObject({
      root: text('Root of the token endpoint: POST {service}/{root}/connect/token.'),
      client_id: text('OAuth client id.'),
      client_secret: text('OAuth client secret.'),
      scope: text('Scopes requested at sign-in, separated by spaces.'),
      grant_type: text('Grant type of the password sign-in, normally "password".'),
    })
    .meta({ description: 'How the site signs in.' }),
  service: z
    .strictObject({ ...hostPieces, root: text('Root of the users API: {protocol}://{host}:{port}/{root}/api/v1/users.') })
    .meta({ description: 'Where the identity service lives.' }),
});

/** Where the gateway (permissions API, realtime hub) lives. */
export const gatewayConfigSchema = z
  .strictObject({
    ...hostPieces,
    hubPath: text('Path of the realtime hub, e.g. "ws/user".'),
  })
  .meta({ description: 'Where the gateway (permissions API and realtime hub) lives.' });

const colour = (description: string) =>
  z
    .string()
    .regex(THEME_COLOR_PATTERN)
    .optional()
    .meta({ description: `${description} As "#rgb" or "#rrggbb".` });

/** The colours of one theme variant (top level: light; `dark`: dark). Each one left out falls back or is derived. */
const paletteShape = {
  primary: colour('Main brand colour: buttons, links, active states.'),
  primaryText: colour('Text on the main brand colour (default: white or near-black, whichever reads better).'),
  accent: colour('Second brand colour: highlights, badges, the brand mark in some templates.'),
  accentText: colour('Text on the accent colour (default: white or near-black, whichever reads better).'),
  surface: colour('Page background.'),
  surfaceAlt: colour('Background of alternate sections and cards (default: derived from surface).'),
  text: colour("Body text colour (default: the template's)."),
};

/**
 * The brand theme (an extension of SPEC §3): applied over the template's own design as CSS custom properties,
 * on every page and signed-in screen. Every field is optional; a missing colour falls back to the template's
 * palette, and the dark variant is derived from the light one when not given.
 */
export const themeSchema = z
  .strictObject({
    logo: z
      .strictObject({
        src: siteAddress(text('Logo image in the app\'s assets, e.g. "assets/images/logo.svg" (SVG or PNG, shown about 36 px high).')),
        alt: text('Text alternative of the logo, e.g. "Acme Markets".'),
        wordmark: z
          .boolean()
          .default(false)
          .meta({ description: 'The logo already shows the brand name: the name is not written beside it (default false).' }),
      })
      .optional()
      .meta({ description: "Logo shown in the header, the footer and the signed-in screens; the brand's initial when absent." }),
    favicon: siteAddress(z.string().regex(/^[^?#]+\.(?:svg|png|ico)$/))
      .meta({ pattern: `(?=${SITE_PATH_OR_HTTP_PATTERN})^[^?#]+\\.(?:svg|png|ico)$` })
      .optional()
      .meta({
        description: 'Icon of the site in browser tabs, in the app\'s assets, e.g. "assets/images/favicon.svg" (.svg, .png or .ico).',
      }),
    ...paletteShape,
    dark: z
      .strictObject(paletteShape)
      .optional()
      .meta({ description: 'Colours of the dark theme; each one left out is derived from the colours above (those of the light theme).' }),
    radius: z
      .number()
      .min(0)
      .max(24)
      .optional()
      .meta({ description: 'Corner radius of buttons, fields and cards in pixels (0 = square); large cards use twice this.' }),
    font: z
      .enum(THEME_FONTS)
      .optional()
      .meta({ description: 'Font of the text, self-hosted (nothing is loaded from other sites); "system" uses the device\'s fonts.' }),
    headingFont: z.enum(THEME_FONTS).optional().meta({ description: "Font of the headings (default: the template's)." }),
  })
  .meta({ description: "Brand theme: logo, favicon, colours, corner radius and font, over the template's own design." });

/** The whole configuration loaded at start-up from `assets/config/configuration.json`. */
export const siteConfigurationSchema = z
  .strictObject({
    $schema: z.string().optional().meta({ description: 'Path of this JSON Schema, for editors.' }),
    production: z.boolean().default(false).meta({
      description: 'Whether this deployment is the live site (default false); while false, every back-office page says "Test environment".',
    }),
    appConfig: appConfigSchema.meta({ description: 'What the site shows (SPEC §3 AppConfig).' }),
    identityConfig: identityConfigSchema.meta({ description: 'Where the identity service lives and how the site signs in.' }),
    gatewayConfig: gatewayConfigSchema.optional().meta({
      description:
        'Where the gateway (permissions API and realtime hub) lives. Default: the identity service\'s protocol, host and port, hub path "ws/user".',
    }),
    theme: themeSchema.optional(),
  })
  .meta({
    title: 'Brokerfront site configuration',
    description: 'assets/config/configuration.json of a Brokerfront site.',
  });

/** A configuration as written in `configuration.json` (defaults may be left out). */
export type SiteConfigurationInput = z.input<typeof siteConfigurationSchema>;
