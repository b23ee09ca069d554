import { memo, useId } from 'react';
import { THEME_FONTS, themeSchema, type ThemeFont } from '@brokerfront/config';
import { TEMPLATE_PALETTES, THEME_FONT_FACES, type ResolvedPalette, type ThemeTemplateId } from '@brokerfront/config/theme';
import { asText, fieldId } from './field-ids';
import { objectAt, PALETTE_KEYS, type Json, type JsonObject, type PaletteKey } from './document';
import { describe, logoFieldDescription, themeFieldDescription } from './schema-fields';

/** Names of the theme's colours in the editor. */
export const COLOUR_LABELS: Readonly<Record<PaletteKey, string>> = {
  primary: 'Primary',
  primaryText: 'Text on primary',
  accent: 'Accent',
  accentText: 'Text on accent',
  surface: 'Page background',
  surfaceAlt: 'Alternate background',
  text: 'Body text',
};

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** `#rgb` or `#rrggbb` as the `#rrggbb` a colour input takes. */
export function pickerHex(value: string): string {
  const hex = value.toLowerCase();
  return hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
}

interface ColourFieldProps {
  path: string;
  label: string;
  description: string;
  /** The value in the file (undefined: not set). */
  value: Json | undefined;
  /** The colour the site uses: the value, or the one derived or taken from the template. */
  effective: string | undefined;
  /** Whether the effective colour comes from the template (else derived from the brand's other colours). */
  fromTemplate: boolean;
  onChange: (value: string | undefined) => void;
}

/** A colour: a colour picker and a hex field kept in step, and a button back to the derived or template colour. */
function ColourField({ path, label, description, value, effective, fromTemplate, onChange }: ColourFieldProps) {
  const id = fieldId(path);
  const text = asText(value);
  const set = value !== undefined;
  const picker = HEX.test(text) ? pickerHex(text) : (effective ?? '#000000');
  const hint = set
    ? description
    : `Not set: ${fromTemplate ? "the template's" : 'derived'} colour${effective ? ` ${effective}` : ''} is used.`;
  return (
    <div className="colour-field">
      <label htmlFor={id}>{label}</label>
      <div className="row">
        <input
          type="color"
          className="colour-picker"
          aria-label={`${label}, colour picker`}
          aria-describedby={`${id}-hint`}
          value={picker}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={id}
          type="text"
          className="hex"
          value={text}
          placeholder={effective}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        />
        <button type="button" onClick={() => onChange(undefined)} disabled={!set} aria-label={`Clear ${label}`}>
          Clear
        </button>
      </div>
      <p className="hint" id={`${id}-hint`}>
        {hint}
      </p>
    </div>
  );
}

export interface ThemeColoursProps {
  variant: 'light' | 'dark';
  /** The colours as in the file: the theme section (light) or its dark section. */
  section: JsonObject;
  template: ThemeTemplateId;
  /** The colours the site uses in this variant. */
  resolved: ResolvedPalette | undefined;
  onChange: (key: PaletteKey, value: string | undefined) => void;
}

const darkShape = themeSchema.shape.dark.unwrap().shape;

/** The seven colours of the light theme (top level of `theme`) or of the dark one (`theme.dark`). */
export const ThemeColours = memo(function ThemeColours({ variant, section, template, resolved, onChange }: ThemeColoursProps) {
  const prefix = variant === 'light' ? 'theme' : 'theme.dark';
  return (
    <fieldset className="group">
      <legend>{variant === 'light' ? 'Colours' : 'Dark theme colours'}</legend>
      <p className="hint">
        {variant === 'light'
          ? "Leave a colour empty to keep the template's, or the one derived from your other colours."
          : describe(themeSchema.shape.dark)}
      </p>
      <div className="colour-grid">
        {PALETTE_KEYS.map((key) => {
          const effective = resolved?.[key];
          return (
            <ColourField
              key={key}
              path={`${prefix}.${key}`}
              label={COLOUR_LABELS[key]}
              description={describe(darkShape[key])}
              value={section[key]}
              effective={effective}
              fromTemplate={effective === TEMPLATE_PALETTES[template][variant][key]}
              onChange={(value) => onChange(key, value)}
            />
          );
        })}
      </div>
    </fieldset>
  );
});

const FONT_NAMES: Readonly<Record<ThemeFont, string>> = {
  system: "The device's own fonts (nothing downloaded)",
  inter: THEME_FONT_FACES.inter.family,
  manrope: THEME_FONT_FACES.manrope.family,
  'source-sans-3': THEME_FONT_FACES['source-sans-3'].family,
  lora: THEME_FONT_FACES.lora.family,
};

export interface ShapeAndTypeProps {
  /** The theme section. */
  theme: JsonObject;
  template: ThemeTemplateId;
  onChange: (key: 'radius' | 'font' | 'headingFont', value: Json | undefined) => void;
}

/** Corner radius and fonts. */
export const ShapeAndType = memo(function ShapeAndType({ theme, template, onChange }: ShapeAndTypeProps) {
  const radius = theme['radius'];
  const templateRadius = TEMPLATE_PALETTES[template].radius;
  const sliderValue = typeof radius === 'number' && radius >= 0 && radius <= 24 ? radius : templateRadius;
  const radiusId = fieldId('theme.radius');
  const fontSelect = (key: 'font' | 'headingFont', label: string) => {
    const id = fieldId(`theme.${key}`);
    const value = asText(theme[key]);
    const known = (THEME_FONTS as readonly string[]).includes(value);
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <select id={id} value={value} aria-describedby={`${id}-hint`} onChange={(event) => onChange(key, event.target.value || undefined)}>
          <option value="">The template&apos;s font</option>
          {!known && value && <option value={value}>{value} (not a font the site offers)</option>}
          {THEME_FONTS.map((font) => (
            <option key={font} value={font}>
              {FONT_NAMES[font]}
            </option>
          ))}
        </select>
        <p className="hint" id={`${id}-hint`}>
          {themeFieldDescription(key)}
        </p>
      </div>
    );
  };
  return (
    <fieldset className="group">
      <legend>Shape and type</legend>
      <div className="field">
        <label htmlFor={radiusId}>Corner radius (pixels)</label>
        <div className="row">
          <input
            type="range"
            min={0}
            max={24}
            step={1}
            value={sliderValue}
            aria-label="Corner radius, slider"
            aria-describedby={`${radiusId}-hint`}
            onChange={(event) => onChange('radius', Number(event.target.value))}
          />
          <input
            id={radiusId}
            type="number"
            className="number"
            min={0}
            max={24}
            step={1}
            value={typeof radius === 'number' ? radius : ''}
            placeholder={String(templateRadius)}
            aria-describedby={`${radiusId}-hint`}
            onChange={(event) => onChange('radius', event.target.value === '' ? undefined : Number(event.target.value))}
          />
          <button
            type="button"
            onClick={() => onChange('radius', undefined)}
            disabled={radius === undefined}
            aria-label="Clear corner radius"
          >
            Clear
          </button>
        </div>
        <p className="hint" id={`${radiusId}-hint`}>
          {themeFieldDescription('radius')} {radius === undefined && `Not set: the template's ${templateRadius} px.`}
        </p>
      </div>
      {fontSelect('font', 'Text font')}
      {fontSelect('headingFont', 'Heading font')}
    </fieldset>
  );
});

export interface LogoFieldsProps {
  /** The theme section. */
  theme: JsonObject;
  /** The image file picked to preview the logo, if any. */
  logoFile: { url: string; name: string } | null;
  onLogoChange: (key: 'src' | 'alt' | 'wordmark', value: Json | undefined) => void;
  onFaviconChange: (value: string | undefined) => void;
  onPickLogo: (file: File | undefined) => void;
}

/** The logo (path, text alternative, wordmark), an image file to preview it with, and the favicon. */
export const LogoFields = memo(function LogoFields({ theme, logoFile, onLogoChange, onFaviconChange, onPickLogo }: LogoFieldsProps) {
  const id = useId();
  const logo = objectAt(theme, 'logo');
  const src = asText(logo['src']);
  const text = (key: 'src' | 'alt', label: string, placeholder: string) => {
    const inputId = fieldId(`theme.logo.${key}`);
    return (
      <div className="field">
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          type="text"
          value={asText(logo[key])}
          placeholder={placeholder}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => onLogoChange(key, event.target.value === '' ? undefined : event.target.value)}
        />
        <p className="hint" id={`${inputId}-hint`}>
          {logoFieldDescription(key)}
        </p>
      </div>
    );
  };
  const faviconId = fieldId('theme.favicon');
  return (
    <fieldset className="group">
      <legend>Logo and favicon</legend>
      <p className="hint">{themeFieldDescription('logo')}</p>
      {text('src', 'Logo image path', 'assets/images/logo.svg')}
      <div className="field">
        <label htmlFor={`${id}-logo-file`}>Preview an image file as the logo</label>
        <input
          id={`${id}-logo-file`}
          type="file"
          accept="image/svg+xml,image/png,image/webp"
          onChange={(event) => onPickLogo(event.target.files?.[0])}
        />
        {logoFile && (
          <div className="logo-file" role="status">
            <img src={logoFile.url} alt="" height={36} />
            <p>
              The preview shows <strong>{logoFile.name}</strong> as the logo.{' '}
              {src ? (
                <>
                  Put the file in your app at <code>public/{src.replace(/^\/+/, '')}</code> so that the site finds it.
                </>
              ) : (
                'Enter the path the file will have in your app above.'
              )}
            </p>
            <button type="button" onClick={() => onPickLogo(undefined)}>
              Stop previewing the file
            </button>
          </div>
        )}
      </div>
      {text('alt', 'Logo text alternative', 'Acme Markets')}
      <div className="field checkbox">
        <input
          id={fieldId('theme.logo.wordmark')}
          type="checkbox"
          checked={logo['wordmark'] === true}
          aria-describedby={`${fieldId('theme.logo.wordmark')}-hint`}
          onChange={(event) => onLogoChange('wordmark', event.target.checked ? true : 'wordmark' in logo ? false : undefined)}
        />
        <label htmlFor={fieldId('theme.logo.wordmark')}>The logo shows the brand name (wordmark)</label>
        <p className="hint" id={`${fieldId('theme.logo.wordmark')}-hint`}>
          {logoFieldDescription('wordmark')}
        </p>
      </div>
      <div className="field">
        <label htmlFor={faviconId}>Favicon path</label>
        <input
          id={faviconId}
          type="text"
          value={asText(theme['favicon'])}
          placeholder="assets/images/favicon.svg"
          aria-describedby={`${faviconId}-hint`}
          onChange={(event) => onFaviconChange(event.target.value === '' ? undefined : event.target.value)}
        />
        <p className="hint" id={`${faviconId}-hint`}>
          {themeFieldDescription('favicon')}
        </p>
      </div>
    </fieldset>
  );
});
