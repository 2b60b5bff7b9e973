import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleImage } from '../private/sampleImage';
import { pickText } from '../private/storyLocale';
import { ImageUpload } from './ImageUpload';

const text = {
  ja: {
    front: '身分証（表面）',
    back: '身分証（裏面）',
    prompt: 'タップして撮影または写真を選択',
    remove: '削除',
    err: '身分証の写真をアップロードしてください',
    proof: '振込明細のスクリーンショット',
  },
  'zh-CN': {
    front: '身份证（正面）',
    back: '身份证（背面）',
    prompt: '点击拍照或选择照片',
    remove: '删除',
    err: '请上传身份证照片',
    proof: '转账凭证截图',
  },
  en: {
    front: 'ID card (front)',
    back: 'ID card (back)',
    prompt: 'Tap to take or choose a photo',
    remove: 'Remove',
    err: 'Upload photos of your ID',
    proof: 'Transfer receipt screenshot',
  },
};

const meta = {
  title: 'Components/ImageUpload',
  component: ImageUpload,
  args: { label: text.ja.front, prompt: text.ja.prompt, removeLabel: text.ja.remove, onFileChange: fn() },
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choosing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(text.ja.front);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'id.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await expect(args.onFileChange).toHaveBeenCalledWith(file);
    await expect(canvas.getByRole('button', { name: text.ja.remove })).toBeVisible();
  },
};

export const Grid: Story = {
  render: (args, { globals }) => {
    const t = pickText(globals, text);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <ImageUpload
          {...args}
          label={t.front}
          prompt={t.prompt}
          removeLabel={t.remove}
          previewUrl={sampleImage}
        />
        <ImageUpload {...args} label={t.back} prompt={t.prompt} removeLabel={t.remove} error={t.err} />
        <ImageUpload {...args} label={t.proof} prompt={t.prompt} removeLabel={t.remove} />
      </div>
    );
  },
};

// The same story in the other themes and languages, so axe checks every theme (not only the default).
export const DarkChinese: Story = {
  ...Grid,
  play: undefined,
  globals: { theme: 'dark', locale: 'zh-CN', priceConvention: 'green-up' },
};

export const MurasakiEnglish: Story = {
  ...Grid,
  play: undefined,
  globals: { theme: 'murasaki', locale: 'en', priceConvention: 'red-up' },
};
