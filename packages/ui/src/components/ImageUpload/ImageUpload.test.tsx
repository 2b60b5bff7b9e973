import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { ImageUpload } from './ImageUpload';

describe('ImageUpload', () => {
  it('should preview a chosen file, report it, and remove it', async () => {
    const seen: (string | null)[] = [];
    const screen = await render(
      <TsumikiProvider>
        <ImageUpload
          label="身分証（表面）"
          removeLabel="削除"
          error="写真をアップロードしてください"
          onFileChange={(f) => seen.push(f?.name ?? null)}
        />
      </TsumikiProvider>,
    );
    const input = screen.getByLabelText('身分証（表面）');
    await expect.element(input).toHaveAccessibleDescription('写真をアップロードしてください');
    await userEvent.upload(input, new File(['x'], 'front.png', { type: 'image/png' }));
    await expect.element(screen.getByRole('img', { name: '身分証（表面）' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '削除' }));
    await expect.element(screen.getByRole('img')).not.toBeInTheDocument();
    expect(seen).toEqual(['front.png', null]);
  });
});
