import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { sampleImage } from '../private/sampleImage';
import { pickText } from '../private/storyLocale';
import { ImageViewer } from './ImageViewer';

const text = {
  ja: {
    title: '身分証（表面）',
    alt: '身分証の写真',
    zin: '拡大',
    zout: '縮小',
    reset: '元のサイズ',
    close: '閉じる',
    open: '写真を見る',
  },
  'zh-CN': {
    title: '身份证（正面）',
    alt: '身份证照片',
    zin: '放大',
    zout: '缩小',
    reset: '还原',
    close: '关闭',
    open: '查看照片',
  },
  en: {
    title: 'ID card (front)',
    alt: 'Photo of the ID card',
    zin: 'Zoom in',
    zout: 'Zoom out',
    reset: 'Reset zoom',
    close: 'Close',
    open: 'View photo',
  },
};

const meta = {
  title: 'Components/ImageViewer',
  component: ImageViewer,
  parameters: { bleed: true },
  args: { src: sampleImage, alt: text.ja.alt, title: text.ja.title },
  render: (args, { globals }) => {
    const t = pickText(globals, text);
    return (
      <ImageViewer
        {...args}
        title={t.title}
        alt={t.alt}
        zoomInLabel={t.zin}
        zoomOutLabel={t.zout}
        resetLabel={t.reset}
        closeLabel={t.close}
      />
    );
  },
} satisfies Meta<typeof ImageViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { open: true } };

export const Zooming: Story = {
  args: { trigger: <Button>写真を見る</Button> },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: text.ja.open }));
    const zoomIn = await screen.findByRole('button', { name: text.ja.zin });
    for (let i = 0; i < 4; i++) if (!(zoomIn as HTMLButtonElement).disabled) await userEvent.click(zoomIn);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('300%'));
    await expect(zoomIn).toBeDisabled();
  },
};

// The same story in the other themes and languages, so axe checks every theme (not only the default).
export const DarkChinese: Story = {
  ...Open,
  play: undefined,
  globals: { theme: 'dark', locale: 'zh-CN', priceConvention: 'green-up' },
};

export const MurasakiEnglish: Story = {
  ...Open,
  play: undefined,
  globals: { theme: 'murasaki', locale: 'en', priceConvention: 'red-up' },
};
