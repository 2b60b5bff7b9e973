import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SafeHtml } from './SafeHtml';

const meta = {
  title: 'Screens/News/SafeHtml',
  component: SafeHtml,
  args: {
    html: '<h2>決算発表</h2><p>第3四半期の営業利益は<strong>前年比12%増</strong>でした。</p><ul><li>売上高 1.2兆円</li><li>純利益 980億円</li></ul><p><a href="https://example.com/ir">IR資料</a></p>',
  },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A server article: headings, lists and links kept. */
export const Article: Story = {};

/** A hostile body: the script, the handler and the javascript: link are gone before React renders it. */
export const Hostile: Story = {
  args: {
    html: '<p>Hello<img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script></p><a href="javascript:window.__pwned=true">click</a>',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvasElement.innerHTML).not.toContain('javascript:');
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};
