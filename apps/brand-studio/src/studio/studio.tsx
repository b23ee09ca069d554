import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { THEME_TEMPLATE_IDS, type ThemeTemplateId } from '@brokerfront/config/theme';
import { BrandFields, FlagFields } from './brand-fields';
import { checkConfiguration, resolveThemeSection } from './checks';
import type { DemoSource } from './demo-sources';
import {
  exportConfiguration,
  objectAt,
  removePath,
  setAppField,
  setDarkField,
  setLogoField,
  setThemeField,
  PALETTE_KEYS,
  type Json,
  type JsonObject,
  type PaletteKey,
} from './document';
import { copyToClipboard, downloadFile, ExportActions } from './export-actions';
import { fieldId } from './field-ids';
import { PreviewPanel, type PreviewProps } from './preview-panel';
import { ProblemsPanel } from './problems-panel';
import { APP_FLAGS } from './schema-fields';
import { SourcePanel, type LoadedConfiguration } from './source-panel';
import { LogoFields, ShapeAndType, ThemeColours } from './theme-fields';
import { useDebounced } from './use-debounced';

/** How long the checks wait after the last keystroke. */
export const CHECK_DELAY = 150;

const TEMPLATE_NAMES: Readonly<Record<ThemeTemplateId, string>> = {
  template1: 'Classic',
  template2: 'Private bank',
  template3: 'Nordic',
  template4: 'Vivid',
};

/** The configuration paths the editor has a field for (a problem there gets a "Go to the field" button). */
const EDITABLE_PATHS = new Set<string>([
  'appConfig.name',
  'appConfig.description',
  'appConfig.origin',
  ...APP_FLAGS.map((flag) => `appConfig.${flag.key}`),
  ...PALETTE_KEYS.flatMap((key) => [`theme.${key}`, `theme.dark.${key}`]),
  'theme.radius',
  'theme.font',
  'theme.headingFont',
  'theme.logo.src',
  'theme.logo.alt',
  'theme.logo.wordmark',
  'theme.favicon',
]);

export interface StudioProps {
  /** The configurations to start from (the workspace's apps); the first one is loaded at start. */
  sources: readonly DemoSource[];
  /** The preview (the real site in frames); replaced in tests, where there are no frames. */
  renderPreview?: (props: PreviewProps) => ReactNode;
  /** Saves the exported file (default: a download). */
  saveFile?: (name: string, text: string) => void;
  /** Copies the exported file (default: the clipboard). */
  copyText?: (text: string) => Promise<void>;
}

interface Editing {
  doc: JsonObject;
  label: string;
  /** The demo app it came from (its images and brand texts show in the preview). */
  app?: string;
}

function initialEditing(sources: readonly DemoSource[]): Editing | null {
  const first = sources[0];
  return first ? { doc: first.configuration, label: `${first.app} (demo app)`, app: first.app } : null;
}

/**
 * The Brand studio: load a configuration, edit the brand theme and the site's options, see the problems and the
 * real site as you type, and export the configuration.json.
 */
export function Studio({
  sources,
  renderPreview = (props) => <PreviewPanel {...props} />,
  saveFile = downloadFile,
  copyText = copyToClipboard,
}: StudioProps) {
  const [editing, setEditing] = useState<Editing | null>(() => initialEditing(sources));
  const [template, setTemplate] = useState<ThemeTemplateId>(() => sources[0]?.template ?? 'template1');
  const [logoFile, setLogoFile] = useState<{ url: string; name: string } | null>(null);

  const doc = editing?.doc ?? null;
  const logoSrc = objectAt(objectAt(doc ?? undefined, 'theme'), 'logo')['src'];
  const logoPath = typeof logoSrc === 'string' ? logoSrc : '';
  const settledDoc = useDebounced(doc, CHECK_DELAY);
  const checks = useMemo(() => (settledDoc ? checkConfiguration(settledDoc, template) : null), [settledDoc, template]);
  const app = objectAt(doc ?? undefined, 'appConfig');
  const theme = objectAt(doc ?? undefined, 'theme');
  const dark = objectAt(theme, 'dark');
  // From the theme section only: editing anything else leaves the colour fields as they are (no new render).
  const resolved = useMemo(() => resolveThemeSection(theme, template), [theme, template]);

  const edit = useCallback((change: (doc: JsonObject) => JsonObject) => {
    setEditing((current) => (current ? { ...current, doc: change(current.doc) } : current));
  }, []);
  const onAppChange = useCallback((key: string, value: Json | undefined) => edit((d) => setAppField(d, key, value)), [edit]);
  const onThemeChange = useCallback((key: string, value: Json | undefined) => edit((d) => setThemeField(d, key, value)), [edit]);
  const onDarkChange = useCallback((key: PaletteKey, value: string | undefined) => edit((d) => setDarkField(d, key, value)), [edit]);
  const onLogoChange = useCallback((key: string, value: Json | undefined) => edit((d) => setLogoField(d, key, value)), [edit]);
  const onFaviconChange = useCallback((value: string | undefined) => edit((d) => setThemeField(d, 'favicon', value)), [edit]);

  useEffect(() => () => (logoFile ? URL.revokeObjectURL(logoFile.url) : undefined), [logoFile]);

  const load = ({ doc: loaded, label, source }: LoadedConfiguration) => {
    setEditing({ doc: loaded, label, ...(source ? { app: source.app } : {}) });
    if (source?.template) setTemplate(source.template);
  };

  const pickLogo = useCallback(
    (file: File | undefined) => {
      if (!file) {
        setLogoFile(null);
        return;
      }
      setLogoFile({ url: URL.createObjectURL(file), name: file.name });
      // A logo with no path yet gets the usual place of brand images.
      edit((d) => (objectAt(objectAt(d, 'theme'), 'logo')['src'] ? d : setLogoField(d, 'src', `assets/images/${file.name}`)));
    },
    [edit],
  );

  const previewLogo = useMemo(() => (logoFile && logoPath ? { path: logoPath, url: logoFile.url } : undefined), [logoFile, logoPath]);

  const goTo = (path: string) => document.getElementById(fieldId(path))?.focus();

  // Images and brand texts in the preview: the demo app loaded, else the one using the chosen template.
  const demoApp = editing?.app ?? sources.find((source) => source.template === template)?.app;
  const exported = doc ? exportConfiguration(doc) : null;
  const problemCount = checks ? checks.problems.length + checks.warnings.length : 0;

  return (
    <div className="studio">
      <header className="studio-header">
        <h1>Brand studio</h1>
        <ExportActions text={exported} problemCount={problemCount} saveFile={saveFile} copyText={copyText} />
      </header>
      <main className="studio-main">
        <section className="editor" aria-labelledby="editor-heading">
          <h2 id="editor-heading">Editor</h2>
          <SourcePanel sources={sources} currentLabel={editing?.label} onLoad={load} />
          <fieldset className="group">
            <legend>Template</legend>
            <p className="hint">
              Which of the four page designs the site uses. It is chosen in the app&apos;s code (src/main.tsx), not in configuration.json.
            </p>
            <div className="segmented wrap">
              {THEME_TEMPLATE_IDS.map((id, index) => (
                <label key={id}>
                  <input type="radio" name="template" value={id} checked={template === id} onChange={() => setTemplate(id)} />
                  {index + 1} — {TEMPLATE_NAMES[id]}
                </label>
              ))}
            </div>
          </fieldset>
          {doc && (
            <>
              <BrandFields app={app} onChange={onAppChange} />
              <LogoFields
                theme={theme}
                logoFile={logoFile}
                onLogoChange={onLogoChange}
                onFaviconChange={onFaviconChange}
                onPickLogo={pickLogo}
              />
              <ThemeColours variant="light" section={theme} template={template} resolved={resolved?.light} onChange={onThemeChange} />
              <ThemeColours variant="dark" section={dark} template={template} resolved={resolved?.dark} onChange={onDarkChange} />
              <ShapeAndType theme={theme} template={template} onChange={onThemeChange} />
              <FlagFields app={app} onChange={onAppChange} />
            </>
          )}
        </section>
        <div className="side">
          <ProblemsPanel
            checks={checks}
            canGoTo={(path) => EDITABLE_PATHS.has(path)}
            onGoTo={goTo}
            onRemove={(path) => edit((d) => removePath(d, path))}
          />
          {doc &&
            renderPreview({
              configuration: JSON.stringify(doc),
              template,
              demoApp,
              ...(previewLogo ? { logo: previewLogo } : {}),
            })}
        </div>
      </main>
    </div>
  );
}
