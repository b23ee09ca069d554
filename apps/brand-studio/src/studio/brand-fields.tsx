import { memo } from 'react';
import { asText, fieldId } from './field-ids';
import type { Json, JsonObject } from './document';
import { APP_FLAGS, appFieldDescription } from './schema-fields';

export interface BrandFieldsProps {
  /** The appConfig section. */
  app: JsonObject;
  onChange: (key: string, value: Json | undefined) => void;
}

const TEXT_FIELDS = [
  { key: 'name', label: 'Brand name', type: 'text' },
  { key: 'description', label: 'Site description', type: 'textarea' },
  { key: 'origin', label: 'Site address (origin)', type: 'url' },
] as const;

/** The brand's name, description and address (appConfig). */
export const BrandFields = memo(function BrandFields({ app, onChange }: BrandFieldsProps) {
  return (
    <fieldset className="group">
      <legend>Brand</legend>
      {TEXT_FIELDS.map(({ key, label, type }) => {
        const id = fieldId(`appConfig.${key}`);
        const common = {
          id,
          value: asText(app[key]),
          'aria-describedby': `${id}-hint`,
          spellCheck: key !== 'origin',
        };
        return (
          <div className="field" key={key}>
            <label htmlFor={id}>{label}</label>
            {type === 'textarea' ? (
              <textarea {...common} rows={3} onChange={(event) => onChange(key, event.target.value)} />
            ) : (
              <input {...common} type={type} onChange={(event) => onChange(key, event.target.value)} />
            )}
            <p className="hint" id={`${id}-hint`}>
              {appFieldDescription(key)}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
});

/** Every true/false field of appConfig, listed from the schema with its description. */
export const FlagFields = memo(function FlagFields({ app, onChange }: BrandFieldsProps) {
  return (
    <fieldset className="group">
      <legend>Features</legend>
      <p className="hint">What the site shows. Each option is a true/false field of appConfig.</p>
      <ul className="flags">
        {APP_FLAGS.map(({ key, description, defaultValue }) => {
          const id = fieldId(`appConfig.${key}`);
          const value = app[key];
          return (
            <li key={key} className="checkbox">
              <input
                id={id}
                type="checkbox"
                checked={typeof value === 'boolean' ? value : defaultValue}
                onChange={(event) => onChange(key, event.target.checked)}
              />
              <label htmlFor={id}>
                {description} <code>{key}</code>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
});
