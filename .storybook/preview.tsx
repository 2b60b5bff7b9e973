import type { Preview } from '@storybook/react-vite';
import { lightTheme } from '../packages/ui/src/theme/vars.css';

const preview: Preview = {
  decorators: [
    (Story) => (
      <div className={lightTheme}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    // addon-a11y only warns by default; violations must fail the run.
    a11y: { test: 'error' },
  },
};

export default preview;
