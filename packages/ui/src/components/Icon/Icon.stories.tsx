import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, iconNames } from './Icon';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'bell', size: 24, label: 'Messages' },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon with an accessible name is an image; without one it is decorative. */
export const Labelled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Messages' })).toBeInTheDocument();
  },
};

/** Every icon of the set, named, at the kit's two sizes. */
export const Grid: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 1fr)',
        gap: 12,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Icon name={name} size={24} label={name} />
          <Icon name={name} size={18} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
};
