import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ThemeTemplateId } from '@brokerfront/config/theme';
import {
  PREVIEW_FRAME_PREFIX,
  PREVIEW_PAGES,
  readGuestScheme,
  writeDemoAppCookie,
  writeGuestScheme,
  writePreviewState,
  type PreviewScheme,
} from '../preview/protocol';

/** What the preview shows: the studio passes it the configuration as typed. */
export interface PreviewProps {
  /** The text the frames load as `assets/config/configuration.json`. */
  configuration: string;
  template: ThemeTemplateId;
  /** The demo app whose images and brand texts the studio's server sends to the frames. */
  demoApp: string | undefined;
  /** A picked image file shown as the logo (at the logo's path) until the file is in the app. */
  logo?: { path: string; url: string };
}

/** How long the preview waits after the last change before it restarts the site. */
const RELOAD_DELAY = 400;

const DEVICES = [
  { id: 'phone', label: 'Phone', width: 390, height: 844 },
  { id: 'desktop', label: 'Desktop', width: 1280, height: 800 },
] as const;
type DeviceId = (typeof DEVICES)[number]['id'];

const PHONE_SCALE = 0.7;
const GAP = 24;

/** The scale of each frame for the width of the preview area: side by side when the desktop stays readable. */
function scales(width: number): Record<DeviceId, number> & { stacked: boolean } {
  const phoneWidth = DEVICES[0].width * PHONE_SCALE;
  const beside = (width - phoneWidth - GAP) / DEVICES[1].width;
  if (beside >= 0.4) return { phone: PHONE_SCALE, desktop: Math.min(1, beside), stacked: false };
  return { phone: Math.min(PHONE_SCALE, width / DEVICES[0].width), desktop: Math.min(1, width / DEVICES[1].width), stacked: true };
}

/** Runs `action` on a frame's window, or gives the frame a new address when it shows another site. */
function inFrame(frame: HTMLIFrameElement | null, action: (win: Window) => void, fallback: string): void {
  if (!frame) return;
  try {
    if (!frame.contentWindow) throw new Error('no window');
    action(frame.contentWindow);
  } catch {
    frame.src = fallback;
  }
}

/**
 * The real site in frames, phone and desktop, light or dark, on the configuration being edited: the site restarts
 * a moment after each change, on the page it shows.
 */
export function PreviewPanel({ configuration, template, demoApp, logo }: PreviewProps) {
  const [page, setPage] = useState('/');
  const [scheme, setScheme] = useState<PreviewScheme>(() => readGuestScheme(window.localStorage));
  const [width, setWidth] = useState(1000);
  const area = useRef<HTMLDivElement>(null);
  const frames = useRef<Record<DeviceId, HTMLIFrameElement | null>>({ phone: null, desktop: null });
  const written = useRef<string | null>(null);
  const [initialPage] = useState(page);

  // What the frames start with, written before they load.
  useLayoutEffect(() => {
    if (written.current !== null) return;
    writePreviewState(window.sessionStorage, { configuration, template, ...(logo ? { logo } : {}) });
    writeDemoAppCookie(document, demoApp);
    written.current = JSON.stringify([configuration, template, demoApp, logo]);
    // The first state only: later ones go through the delayed restart below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // After a change, once typing pauses: hand the new configuration over and restart the site in each frame.
  useEffect(() => {
    const key = JSON.stringify([configuration, template, demoApp, logo]);
    if (key === written.current) return;
    const timer = setTimeout(() => {
      writePreviewState(window.sessionStorage, { configuration, template, ...(logo ? { logo } : {}) });
      writeDemoAppCookie(document, demoApp);
      written.current = key;
      for (const device of DEVICES) inFrame(frames.current[device.id], (win) => win.location.reload(), page);
    }, RELOAD_DELAY);
    return () => clearTimeout(timer);
  }, [configuration, template, demoApp, logo, page]);

  // The visitor's theme choice, as the site stores it; the frames follow it at once (a storage event).
  useLayoutEffect(() => writeGuestScheme(window.localStorage, scheme), [scheme]);
  useEffect(() => {
    // A theme chosen in a frame (the site's own switch) shows in the toggle.
    const onStorage = () => setScheme(readGuestScheme(window.localStorage));
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    const element = area.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const goTo = (path: string) => {
    setPage(path);
    for (const device of DEVICES) inFrame(frames.current[device.id], (win) => win.location.assign(path), path);
  };
  const reload = () => {
    for (const device of DEVICES) inFrame(frames.current[device.id], (win) => win.location.reload(), page);
  };

  const scale = scales(width);
  return (
    <section className="panel preview" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Preview</h2>
      <div className="toolbar">
        <div className="field">
          <label htmlFor="preview-page">Page</label>
          <select id="preview-page" value={page} onChange={(event) => goTo(event.target.value)}>
            {PREVIEW_PAGES.map(({ path, label }) => (
              <option key={path} value={path}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="segmented">
          <legend>Colour scheme</legend>
          {(['light', 'dark'] as const).map((value) => (
            <label key={value}>
              <input type="radio" name="preview-scheme" value={value} checked={scheme === value} onChange={() => setScheme(value)} />
              {value === 'light' ? 'Light' : 'Dark'}
            </label>
          ))}
        </fieldset>
        <button type="button" onClick={reload}>
          Reload preview
        </button>
      </div>
      <p className="hint">
        The real site runs in the frames: links and forms work (signed-in pages need the reference backend). Images come from the demo app{' '}
        {demoApp ? <code>{demoApp}</code> : '(none chosen)'}.
      </p>
      <div ref={area} className={`frames${scale.stacked ? ' stacked' : ''}`}>
        {DEVICES.map((device) => (
          <figure key={device.id} className="device">
            <figcaption>
              {device.label}, {device.width} × {device.height}
            </figcaption>
            <div className="frame-box" style={{ width: device.width * scale[device.id], height: device.height * scale[device.id] }}>
              <iframe
                ref={(frame) => {
                  frames.current[device.id] = frame;
                }}
                name={`${PREVIEW_FRAME_PREFIX}-${device.id}`}
                title={`${device.label} preview of the site`}
                src={initialPage}
                width={device.width}
                height={device.height}
                style={{ transform: `scale(${scale[device.id]})` }}
              />
            </div>
          </figure>
        ))}
      </div>
    </section>
  );
}
