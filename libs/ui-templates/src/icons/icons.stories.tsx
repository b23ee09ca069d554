import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from './icon';
import { ICON_NAMES } from './registry';

const meta = { title: 'Icons' } satisfies Meta;
export default meta;

/** Every registered icon with its name. */
export const Registry: StoryObj = {
  render: () => (
    <ul
      className="bf-container"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: '1rem',
        listStyle: 'none',
        padding: '2rem',
      }}
    >
      {ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: '0.5rem' }}>
          <Icon name={name} size={32} title={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
