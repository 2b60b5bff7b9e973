// The Brand toolbar entry: paste a brand's tokens as JSON (what `JSON.stringify(tokens)` gives, or a CMS
// serves) and every story renders in it, over the chosen theme. The preview validates it with the kit's own
// runtime-token validation (`applyRuntimeTokens`) and lists the problems above the story; the count shows here.
import { useState } from 'react';
import { Button, IconButton, PopoverProvider } from 'storybook/internal/components';
import { addons, types, useChannel, useGlobals } from 'storybook/manager-api';
import { BRAND_GLOBAL, BRAND_RESULT_EVENT } from './brandGlobal';

const ADDON = 'tsumiki/brand';

function BrandForm({ onHide }: { onHide: () => void }) {
  const [globals, updateGlobals] = useGlobals();
  const [text, setText] = useState<string>(
    typeof globals[BRAND_GLOBAL] === 'string' ? globals[BRAND_GLOBAL] : '',
  );
  return (
    <form
      style={{ display: 'grid', gap: 8, width: 420 }}
      onSubmit={(event) => {
        event.preventDefault();
        updateGlobals({ [BRAND_GLOBAL]: text });
        onHide();
      }}
    >
      <label htmlFor="tsumiki-brand-json" style={{ fontWeight: 700 }}>
        Brand tokens (TsumikiTokens JSON)
      </label>
      <textarea
        id="tsumiki-brand-json"
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={14}
        spellCheck={false}
        placeholder='{ "name": "my-brand", "colorScheme": "light", "color": { ... } }'
        style={{ fontFamily: 'monospace', fontSize: 12 }}
      />
      <span style={{ fontSize: 12 }}>
        Start from a theme: JSON.stringify(tsumikiLight) from @tsumiki/ui/theme, then change colours, type or
        spacing. Problems are listed above the story.
      </span>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setText('');
            updateGlobals({ [BRAND_GLOBAL]: '' });
            onHide();
          }}
        >
          Clear
        </Button>
        <Button type="submit" variant="solid">
          Apply
        </Button>
      </div>
    </form>
  );
}

function BrandTool() {
  const [globals] = useGlobals();
  const [result, setResult] = useState<{ applied: boolean; errors: string[] }>({
    applied: false,
    errors: [],
  });
  useChannel({ [BRAND_RESULT_EVENT]: setResult });
  const pasted = typeof globals[BRAND_GLOBAL] === 'string' && globals[BRAND_GLOBAL] !== '';
  const state = !pasted
    ? ''
    : result.errors.length > 0
      ? ` (${result.errors.length} problems)`
      : ' (applied)';
  return (
    <PopoverProvider
      ariaLabel="Paste a brand"
      placement="bottom"
      popover={({ onHide }) => <BrandForm onHide={onHide} />}
    >
      <IconButton ariaLabel={`Brand JSON${state}`} active={pasted}>
        {`Brand${state}`}
      </IconButton>
    </PopoverProvider>
  );
}

addons.register(ADDON, () => {
  addons.add(`${ADDON}/tool`, {
    type: types.TOOL,
    title: 'Brand JSON',
    match: ({ viewMode }) => viewMode === 'story' || viewMode === 'docs',
    render: () => <BrandTool />,
  });
});
